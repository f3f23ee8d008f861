import {
  useListNhcRegionCities,
  useListNhcRegionDistricts,
  useListNhcRegions,
} from '@generated/api/lookups/lookups';
import type { PlaceNames, SearchCriteria } from './search-criteria';

/** The filters form's own lookups (same keys, so read from its cache), asked only for a chosen place. */
const LONG_LIVED = { staleTime: 60 * 60_000 };

/** The names of a search's region, city and district, in the page's language (the API's). */
export function usePlaceNames({ region = 0, city = 0, district }: SearchCriteria): PlaceNames {
  const regions = useListNhcRegions({ query: { ...LONG_LIVED, enabled: region > 0 } });
  const cities = useListNhcRegionCities(region, undefined, {
    query: { ...LONG_LIVED, enabled: region > 0 && city > 0 },
  });
  const districts = useListNhcRegionDistricts(
    region,
    { city_id: city },
    { query: { ...LONG_LIVED, enabled: city > 0 && Boolean(district) } },
  );
  return {
    region: regions.data?.find((item) => item.id === region)?.name,
    city: cities.data?.find((item) => item.id === city)?.name,
    district: districts.data?.find((item) => item.id === district)?.name,
  };
}
