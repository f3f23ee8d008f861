/** The units list's state as it lives in the URL query: parse, serialize and turn into API params. */
import type { ListUnitsParams, PropertyOrdering } from '@generated/model';
import { parseAvailable } from '@/entities/saved-home';
import {
  DEFAULT_ORDERING,
  LISTING_FILTER_KEYS,
  parseListingFilters,
  parseSortAndPage,
  serializeInOrder,
  toListingParams,
  type ListingFilters,
} from './listing-search';

/** The sorts offered are the property list's (the API also sorts units by number). */
export type UnitSearch = ListingFilters & {
  available?: boolean;
  ordering?: PropertyOrdering;
  page?: number;
};

const FILTER_KEYS = [...LISTING_FILTER_KEYS, 'available'] as const;
const KEY_ORDER: (keyof UnitSearch)[] = [...FILTER_KEYS, 'ordering', 'page'];

export function parseUnitSearch(query: string): UnitSearch {
  const params = new URLSearchParams(query);
  return {
    ...parseListingFilters(params),
    available: parseAvailable(params),
    ...parseSortAndPage(params),
  };
}

export const serializeUnitSearch = (search: UnitSearch) => serializeInOrder(search, KEY_ORDER);

export const hasUnitFilters = (search: UnitSearch) =>
  FILTER_KEYS.some((key) => search[key] !== undefined);

export const clearUnitFilters = ({ ordering }: UnitSearch): UnitSearch => ({ ordering });

export function toListUnitsParams(
  { available, ordering = DEFAULT_ORDERING, ...search }: UnitSearch,
  pageSize: number,
): ListUnitsParams {
  const params: ListUnitsParams = { ...toListingParams(search), ordering, page_size: pageSize };
  if (available) params.available_only = true;
  return params;
}
