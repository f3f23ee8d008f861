/** The filters the property and unit lists share, as they live in the URL query and as API params. */
import { PropertyOrdering } from '@generated/model';
import { oneOf, positive, type ListingFilters } from '@/entities/saved-home';

// Parsed in the saved-search entity, which names a saved search from the same query.
export {
  LISTING_FILTER_KEYS,
  oneOf,
  parseListingFilters,
  type ListingFilters,
} from '@/entities/saved-home';

/** Newest first: the property list's default, and the units page's (the API's sorts by number). */
export const DEFAULT_ORDERING = PropertyOrdering['-published_at'];

/** The sort and the page of a list of homes (page 1 is no page). */
export function parseSortAndPage(params: URLSearchParams) {
  const page = positive(params.get('page'), { integer: true });
  return {
    ordering: oneOf(PropertyOrdering, params.get('ordering')),
    page: page === 1 ? undefined : page,
  };
}

/** The query of `state` with its keys in `order` (a stable, readable URL); page 1 is left out. */
export function serializeInOrder<T extends object>(state: T, order: readonly (keyof T)[]): string {
  const params = new URLSearchParams();
  for (const key of order) {
    const value = state[key];
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      params.set(String(key), String(value));
  }
  return params.toString();
}

/** The API names of the URL's short ones (`group`, `type`); nothing undefined is sent. */
export function toListingParams<T extends ListingFilters>({ group, type, ...rest }: T) {
  const params = { ...rest, property_group: group, property_type: type && [type] };
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as typeof params;
}
