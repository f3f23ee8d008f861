import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

type Navigate = (next: string, options?: { replace?: boolean }) => void;

/**
 * State kept in the URL query: a link or a reload shows the same thing, and each change is a history
 * entry (Back undoes it) unless `replace` is asked for (e.g. while the map moves).
 */
export function useQueryState<T>(parse: (query: string) => T, serialize: (state: T) => string) {
  const query = useSearch();
  const [location, navigate] = useLocation();
  const state = useMemo(() => parse(query), [parse, query]);
  const hrefOf = useCallback(
    (next: T) => {
      const nextQuery = serialize(next);
      return nextQuery ? `${location}?${nextQuery}` : location;
    },
    [location, serialize],
  );
  const setState = useCallback(
    (next: T, options?: { replace?: boolean }) => {
      const href = hrefOf(next);
      if (href === (query ? `${location}?${query}` : location)) return;
      (navigate as Navigate)(href, options);
    },
    [hrefOf, navigate, location, query],
  );
  return { state, setState, hrefOf };
}

/** The page number of simple lists (`?page=2`) and a name search. */
export type PageSearch = { page?: number; search?: string };

export function parsePageSearch(query: string): PageSearch {
  const params = new URLSearchParams(query);
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim().slice(0, 100);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    search: search || undefined,
  };
}

export const LIST_PAGE_SIZE = 12;

/** A page of units: a project's, a design's, the units search. */
export const UNITS_PAGE_SIZE = 12;

/** A page of the properties search. */
export const PROPERTIES_PAGE_SIZE = 12;

/** How many of its projects and of its properties an agency's page shows. */
export const AGENCY_LISTINGS = 6;

/** The call of a simple list (projects, unit designs) for the state in the URL. */
export const listPageParams = ({ search, page }: PageSearch) => ({
  search,
  page,
  page_size: LIST_PAGE_SIZE,
});

export function serializePageSearch(state: PageSearch): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params.toString();
}
