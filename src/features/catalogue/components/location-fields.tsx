import { useIntl } from 'react-intl';
import {
  useListNhcRegionCities,
  useListNhcRegionDistricts,
  useListNhcRegions,
} from '@generated/api/lookups/lookups';
import { ControlledSelect } from '@/components/form/controlled-fields';
import { commonMessages } from '@/components/messages';
import { filterMessages as m } from '../messages/catalogue';

type Location = { region: string; city: string; district: string };
type Props = { value: Location; onChange: (value: Location) => void; idPrefix: string };

const LONG_LIVED = { staleTime: 60 * 60_000 };

/** Region → city → district from the NHC lookups; changing a level clears the levels below it. */
export function LocationFields({ value, onChange, idPrefix }: Props) {
  const intl = useIntl();
  const regionId = Number(value.region) || 0;
  const cityId = Number(value.city) || 0;
  const regions = useListNhcRegions({ query: LONG_LIVED });
  const cities = useListNhcRegionCities(regionId, undefined, { query: LONG_LIVED });
  const districts = useListNhcRegionDistricts(
    regionId,
    { city_id: cityId },
    {
      query: { ...LONG_LIVED, enabled: regionId > 0 && cityId > 0 },
    },
  );
  const any = intl.formatMessage(m.any);
  const failed = intl.formatMessage(m.lookupFailed);
  const loading = intl.formatMessage(commonMessages.loading);

  return (
    <>
      <ControlledSelect
        id={`${idPrefix}-region`}
        label={intl.formatMessage(m.region)}
        value={value.region}
        onValueChange={(region) => onChange({ region, city: '', district: '' })}
        hint={regions.isError ? failed : undefined}
      >
        <option value="">{any}</option>
        {value.region && !regions.data && <option value={value.region}>{loading}</option>}
        {regions.data?.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </ControlledSelect>
      <ControlledSelect
        id={`${idPrefix}-city`}
        label={intl.formatMessage(m.city)}
        value={value.city}
        disabled={!regionId}
        onValueChange={(city) => onChange({ ...value, city, district: '' })}
        hint={
          !regionId ? intl.formatMessage(m.chooseRegionFirst) : cities.isError ? failed : undefined
        }
      >
        <option value="">{any}</option>
        {cities.data?.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
        {value.city && !cities.data && <option value={value.city}>{loading}</option>}
      </ControlledSelect>
      <ControlledSelect
        id={`${idPrefix}-district`}
        label={intl.formatMessage(m.district)}
        value={value.district}
        disabled={!cityId}
        onValueChange={(district) => onChange({ ...value, district })}
        hint={
          !cityId ? intl.formatMessage(m.chooseCityFirst) : districts.isError ? failed : undefined
        }
      >
        <option value="">{any}</option>
        {districts.data?.map((district) => (
          <option key={district.id} value={district.id}>
            {district.name}
          </option>
        ))}
        {value.district && !districts.data && <option value={value.district}>{loading}</option>}
      </ControlledSelect>
    </>
  );
}
