import { useIntl } from 'react-intl';
import {
  useSimahCities,
  useSimahMaritalStatuses,
  useSimahNationalities,
} from '@/lib/lending/simah-lookups';
import { formMessages as m } from './messages';
import { SelectField } from './select-field';

/** The credit bureau's lists (nationality, marital status, residence city), with their common state. */
export function useSimahLists() {
  const nationalities = useSimahNationalities();
  const maritalStatuses = useSimahMaritalStatuses();
  const cities = useSimahCities();
  const lists = [nationalities, maritalStatuses, cities];
  return {
    nationalities: nationalities.data ?? [],
    maritalStatuses: maritalStatuses.data ?? [],
    cities: cities.data ?? [],
    failed: lists.find((list) => list.isError)?.error,
    pending: lists.some((list) => list.isPending),
    retry: () => lists.filter((list) => list.isError).forEach((list) => void list.refetch()),
  };
}

type Lists = Pick<ReturnType<typeof useSimahLists>, 'nationalities' | 'maritalStatuses' | 'cities'>;

/** Nationality, marital status and residence city, chosen from the credit bureau's lists. */
export function SimahFields({ nationalities, maritalStatuses, cities }: Lists) {
  const intl = useIntl();
  const choose = intl.formatMessage(m.choose);
  return (
    <>
      <SelectField
        name="nationality"
        label={intl.formatMessage(m.nationality)}
        placeholder={choose}
        options={nationalities.map(({ code, name }) => ({ value: code, label: name }))}
        required
      />
      <SelectField
        name="marital_status"
        label={intl.formatMessage(m.maritalStatus)}
        placeholder={choose}
        options={maritalStatuses.map(({ code, name }) => ({ value: code, label: name }))}
        required
      />
      <SelectField
        name="residence_city_id"
        label={intl.formatMessage(m.residenceCity)}
        placeholder={choose}
        options={cities.map(({ id, name }) => ({ value: String(id), label: name }))}
        required
      />
    </>
  );
}
