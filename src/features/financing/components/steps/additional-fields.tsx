import { useIntl } from 'react-intl';
import { CheckboxField, formMessages, SelectField } from '@/components/form';
import {
  useSimahCities,
  useSimahMaritalStatuses,
  useSimahNationalities,
} from '@/lib/simah-lookups';
import { fieldMessages as f, hintMessages as h } from '../../messages/fields';
import { FieldGrid } from '../ui';
import { AmountField } from './amount-field';

export function AdditionalFields() {
  const intl = useIntl();
  const nationalities = useSimahNationalities();
  const statuses = useSimahMaritalStatuses();
  const cities = useSimahCities();
  const choose = intl.formatMessage(formMessages.choose);
  const coded = (items?: { code: string; name: string }[]) =>
    (items ?? []).map((item) => ({ value: item.code, label: item.name }));
  return (
    <>
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
          options={coded(nationalities.data)}
          required
        />
        <SelectField
          name="marital_status"
          label={intl.formatMessage(f.marital_status)}
          placeholder={choose}
          options={coded(statuses.data)}
          required
        />
        <SelectField
          name="residence_city_id"
          label={intl.formatMessage(f.residence_city_id)}
          placeholder={choose}
          options={(cities.data ?? []).map((city) => ({
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
