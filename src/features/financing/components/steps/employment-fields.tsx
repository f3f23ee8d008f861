import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formMessages } from '@/components/form/messages';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useEmploymentTypes, useRates } from '../../api/lookups';
import { fieldMessages as f } from '../../messages/fields';
import { FieldGrid } from '../ui';

/**
 * The employment types that ask for a sub-type (the military rank), by the lookup; the same array
 * until the list changes.
 */
export function useTypesWithSubTypes(): string[] {
  const { data } = useEmploymentTypes();
  return useMemo(
    () => (data ?? []).filter((item) => item.sub_types?.length).map((item) => item.code),
    [data],
  );
}

export function EmploymentFields() {
  const intl = useIntl();
  const types = useEmploymentTypes();
  const rates = useRates();
  const type = useField<string>('employment_type', { subscription: { value: true } }).input.value;
  const subTypes = types.data?.find((item) => item.code === type)?.sub_types ?? [];
  const choose = intl.formatMessage(formMessages.choose);
  return (
    <FieldGrid>
      <SelectField
        name="employment_type"
        label={intl.formatMessage(f.employment_type)}
        placeholder={choose}
        options={(types.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
        required
      />
      {subTypes.length > 0 && (
        <SelectField
          name="employment_sub_type"
          label={intl.formatMessage(f.employment_sub_type)}
          placeholder={choose}
          options={subTypes.map((item) => ({ value: item.code, label: item.name }))}
          required
        />
      )}
      <TextField
        name="employer_name"
        label={intl.formatMessage(f.employer_name)}
        maxLength={150}
        autoComplete="organization"
      />
      <SelectField
        name="salary_bank_id"
        label={intl.formatMessage(f.salary_bank_id)}
        placeholder={choose}
        options={(rates.data?.rates ?? []).map((rate) => ({
          value: String(rate.bank.id),
          label: rate.bank.name,
        }))}
      />
    </FieldGrid>
  );
}
