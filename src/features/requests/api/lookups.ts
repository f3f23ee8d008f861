import {
  useGetWebAppConfig,
  useListNhcPropertyTypes,
  useListNhcRegionCities,
  useListNhcRegionDistricts,
  useListNhcRegions,
} from '@generated/api/lookups/lookups';
import { createRealEstateRequestBodyDistrictsMax } from '@generated/zod/requests/requests.zod';
import type { RealEstateRequestPurpose } from '@generated/model';

const HOUR = 60 * 60 * 1000;

export const useRegions = () => useListNhcRegions({ query: { staleTime: HOUR } });

export const useRegionCities = (regionId: number | undefined) =>
  useListNhcRegionCities(regionId ?? 0, undefined, {
    query: { enabled: Boolean(regionId), staleTime: HOUR },
  });

/** The districts of one city (the form always narrows them to the chosen city). */
export const useCityDistricts = (regionId: number | undefined, cityId: number | undefined) =>
  useListNhcRegionDistricts(
    regionId ?? 0,
    { city_id: cityId },
    { query: { enabled: Boolean(regionId && cityId), staleTime: HOUR } },
  );

export const usePropertyTypes = (purpose: RealEstateRequestPurpose | undefined) =>
  useListNhcPropertyTypes(purpose ? { purpose } : undefined, { query: { staleTime: HOUR } });

/** The district cap of the web-app configuration (the contract's value until it has loaded). */
export function useDistrictsMax(): number {
  const { data } = useGetWebAppConfig({ query: { staleTime: Infinity } });
  return data?.districts_max ?? createRealEstateRequestBodyDistrictsMax;
}
