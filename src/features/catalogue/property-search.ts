/** The property list's state as it lives in the URL query: parse, serialize and turn into API params. */
import {
  PropertyPurpose,
  type ListPropertiesParams,
  type PropertyOrdering,
} from '@generated/model';
import {
  LISTING_FILTER_KEYS,
  oneOf,
  parseListingFilters,
  parseSortAndPage,
  serializeInOrder,
  toListingParams,
  type ListingFilters,
} from './listing-search';

export type PropertySearch = ListingFilters & {
  purpose?: PropertyPurpose;
  ordering?: PropertyOrdering;
  page?: number;
  view?: 'map';
  bbox?: string;
};

/** The filters (not the sort, page or map view): what "clear the filters" removes. */
export const FILTER_KEYS = [
  'purpose',
  ...LISTING_FILTER_KEYS,
] as const satisfies readonly (keyof PropertySearch)[];

const KEY_ORDER: (keyof PropertySearch)[] = [...FILTER_KEYS, 'ordering', 'view', 'bbox', 'page'];
const BBOX = /^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?$/;

export function isValidBbox(raw: string): boolean {
  if (!BBOX.test(raw)) return false;
  const [minLng, minLat, maxLng, maxLat] = raw.split(',').map(Number);
  return (
    minLng >= -180 &&
    maxLng <= 180 &&
    minLat >= -90 &&
    maxLat <= 90 &&
    minLng < maxLng &&
    minLat < maxLat
  );
}

export function parsePropertySearch(query: string): PropertySearch {
  const params = new URLSearchParams(query);
  const bbox = params.get('bbox') ?? '';
  return {
    purpose: oneOf(PropertyPurpose, params.get('purpose')),
    ...parseListingFilters(params),
    ...parseSortAndPage(params),
    view: params.get('view') === 'map' ? 'map' : undefined,
    bbox: isValidBbox(bbox) ? bbox : undefined,
  };
}

export const serializePropertySearch = (search: PropertySearch) =>
  serializeInOrder(search, KEY_ORDER);

export function hasFilters(search: PropertySearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

export function clearFilters(search: PropertySearch): PropertySearch {
  return { ordering: search.ordering, view: search.view };
}

export function toListPropertiesParams(
  { view, bbox, ...search }: PropertySearch,
  pageSize: number,
): ListPropertiesParams {
  const params: ListPropertiesParams = { ...toListingParams(search), page_size: pageSize };
  if (view === 'map' && bbox) params.bbox = bbox;
  return params;
}
