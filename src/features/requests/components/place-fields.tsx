import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formMessages, SelectField } from '@/components/form';
import { useRegionCities, useRegions } from '../api/lookups';
import { realEstateMessages as m } from '../messages/real-estate';
import { DistrictsField } from './districts-field';
import { Columns } from './form-layout';
import { useLookupHint } from './lookup-hint';
import { ResetOnChange } from './reset-on-change';

const CITY_RESETS = ['city', 'districts'] as const;
const DISTRICT_RESETS = ['districts'] as const;
const toOption = (item: { id: number; name: string }) => ({
  value: String(item.id),
  label: item.name,
});

/** Region, then a city of the region, then districts of the city (each list loads from the previous). */
export function PlaceFields() {
  const intl = useIntl();
  const region =
    Number(useField('region', { subscription: { value: true } }).input.value) || undefined;
  const city = Number(useField('city', { subscription: { value: true } }).input.value) || undefined;
  const regions = useRegions();
  const cities = useRegionCities(region);
  const regionHint = useLookupHint(regions);
  const cityHint = useLookupHint(cities, region ? undefined : intl.formatMessage(m.cityFirst));
  const choose = intl.formatMessage(formMessages.choose);

  return (
    <>
      <ResetOnChange watch="region" reset={CITY_RESETS} />
      <ResetOnChange watch="city" reset={DISTRICT_RESETS} />
      <Columns>
        <SelectField
          name="region"
          label={intl.formatMessage(m.region)}
          options={(regions.data ?? []).map(toOption)}
          placeholder={choose}
          hint={regionHint}
          required
        />
        <SelectField
          name="city"
          label={intl.formatMessage(m.city)}
          options={region ? (cities.data ?? []).map(toOption) : []}
          placeholder={choose}
          hint={cityHint}
          required
        />
      </Columns>
      <DistrictsField regionId={region} cityId={city} />
    </>
  );
}
