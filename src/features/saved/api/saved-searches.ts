import { useQueryClient } from '@tanstack/react-query';
import {
  getListSavedSearchesQueryKey,
  useDeleteSavedSearch,
  useListSavedSearches,
  useUpdateSavedSearch,
  useVisitSavedSearch,
} from '@generated/api/saved/saved';
import type { SavedSearchKind } from '@generated/model';
import { pageTitles } from '@/config/page-titles';
import { paths } from '@/config/paths';
import { safeFromPath } from '@/lib/navigation/safe-redirect';

const KEY = getListSavedSearchesQueryKey();

const LIST: Record<SavedSearchKind, string> = {
  projects: paths.projects.getHref(),
  properties: paths.properties.getHref(),
  units: paths.units.getHref(),
  unit_designs: paths.unitDesigns.getHref(),
};

export const kindTitles = {
  projects: pageTitles.projects,
  properties: pageTitles.properties,
  units: pageTitles.units,
  unit_designs: pageTitles.unitDesigns,
} as const;

/** The list page with the saved filters (the query comes from the server: kept on this site). */
export function savedSearchHref(kind: SavedSearchKind, query: string): string {
  const list = LIST[kind];
  return query ? safeFromPath(`${list}?${query}`, list) : list;
}

/** The list page's own filters, as the saved search keeps them: the URL query without `page`. */
export function listQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

export const useSavedSearches = () => useListSavedSearches({ query: { staleTime: 0 } });

/** Rename, alert, delete and visit, each reading the list again afterwards. */
export function useSavedSearchActions() {
  const queryClient = useQueryClient();
  const mutation = { onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) };
  return {
    update: useUpdateSavedSearch({ mutation }),
    remove: useDeleteSavedSearch({ mutation }),
    visit: useVisitSavedSearch({ mutation }),
  };
}
