import {
  getListSimahCitiesQueryKey,
  getListSimahMaritalStatusesQueryKey,
  getListSimahNationalitiesQueryKey,
  useListSimahCities,
  useListSimahMaritalStatuses,
  useListSimahNationalities,
} from '@generated/api/lookups/lookups';
import { useLocale } from '@/i18n/locale-provider';

/** Fetched once per language and kept for the session (the names come in the active language). */
const once = { staleTime: Infinity, gcTime: Infinity } as const;

export function useSimahNationalities() {
  const locale = useLocale();
  return useListSimahNationalities({
    query: { ...once, queryKey: [...getListSimahNationalitiesQueryKey(), locale] },
  });
}

export function useSimahMaritalStatuses() {
  const locale = useLocale();
  return useListSimahMaritalStatuses({
    query: { ...once, queryKey: [...getListSimahMaritalStatusesQueryKey(), locale] },
  });
}

export function useSimahCities() {
  const locale = useLocale();
  return useListSimahCities({
    query: { ...once, queryKey: [...getListSimahCitiesQueryKey(), locale] },
  });
}
