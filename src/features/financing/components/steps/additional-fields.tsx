import { useIntl } from 'react-intl';
import { CheckboxField } from '@/components/form/checkbox-field';
import { formMessages } from '@/components/form/messages';
import { SelectField } from '@/components/form/select-field';
import { useSimahLists } from '@/components/form/simah-fields';
import { ErrorState } from '@/components/status';
import { useApiErrorText } from '@/lib/error-messages';
import { fieldMessages as f, hintMessages as h } from '../../messages/fields';
import { FieldGrid } from '../ui';
import { AmountField } from './amount-field';

export function AdditionalFields() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const lists = useSimahLists();
  const choose = intl.formatMessage(formMessages.choose);
  const coded = (items: { code: string; name: string }[]) =>
    items.map((item) => ({ value: item.code, label: item.name }));
  return (
    <>
      {/* A list that could not load: said, with a retry; what was typed in the fields stays. */}
      {lists.failed && <ErrorState message={errorText(lists.failed)} onRetry={lists.retry} />}
      <FieldGrid>
        <AmountField
          name="family_members"
          label={intl.formatMessage(f.family_members)}
          hint={intl.formatMessage(h.familyMembers)}
          inputMode="numeric"
          required
        />
        <AmountField
          name="age"
          label={intl.formatMessage(f.age)}
          hint={intl.formatMessage(h.age)}
          inputMode="numeric"
          required
        />
        <SelectField
          name="nationality"
          label={intl.formatMessage(f.nationality)}
          placeholder={choose}
          options={coded(lists.nationalities)}
          required
        />
        <SelectField
          name="marital_status"
          label={intl.formatMessage(f.marital_status)}
          placeholder={choose}
          options={coded(lists.maritalStatuses)}
          required
        />
        <SelectField
          name="residence_city_id"
          label={intl.formatMessage(f.residence_city_id)}
          placeholder={choose}
          options={lists.cities.map((city) => ({
            value: String(city.id),
            label: city.name,
          }))}
          required
        />
      </FieldGrid>
      <CheckboxField
        name="supported_by_housing_ministry"
        label={intl.formatMessage(f.supported_by_housing_ministry)}
      />
    </>
  );
}
