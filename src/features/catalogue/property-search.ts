/** The property list's state as it lives in the URL query: parse, serialize and turn into API params. */
import {
  PriceRangeOption,
  PropertyGroup,
  PropertyOrdering,
  PropertyPurpose,
  PropertyReadiness,
  PropertyType,
  type ListPropertiesParams,
} from '@generated/model';

export type PropertySearch = {
  purpose?: PropertyPurpose;
  group?: PropertyGroup;
  type?: PropertyType;
  readiness?: PropertyReadiness;
  region?: number;
  city?: number;
  district?: number;
  price_range?: PriceRangeOption;
  price_min?: number;
  price_max?: number;
  area_min?: number;
  area_max?: number;
  bedrooms?: number;
  bathrooms?: number;
  ordering?: PropertyOrdering;
  page?: number;
  view?: 'map';
  bbox?: string;
};

/** The filters (not the sort, page or map view): what "clear the filters" removes. */
export const FILTER_KEYS = [
  'purpose',
  'group',
  'type',
  'readiness',
  'region',
  'city',
  'district',
  'price_range',
  'price_min',
  'price_max',
  'area_min',
  'area_max',
  'bedrooms',
  'bathrooms',
] as const satisfies readonly (keyof PropertySearch)[];

const KEY_ORDER: (keyof PropertySearch)[] = [...FILTER_KEYS, 'ordering', 'view', 'bbox', 'page'];
const BBOX = /^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?$/;

const oneOf = <T extends string>(values: Record<string, T>, raw: string | null): T | undefined =>
  raw !== null && (Object.values(values) as string[]).includes(raw) ? (raw as T) : undefined;

function positive(
  raw: string | null,
  { integer = false, max = Infinity } = {},
): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max) return undefined;
  if (integer && !Number.isInteger(value)) return undefined;
  return value;
}

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

/** A pair whose minimum exceeds its maximum is dropped: a shared link never sends an invalid query. */
function orderedPair(
  min: number | undefined,
  max: number | undefined,
): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [undefined, undefined] : [min, max];
}

export function parsePropertySearch(query: string): PropertySearch {
  const params = new URLSearchParams(query);
  const get = (key: string) => params.get(key);
  const [price_min, price_max] = orderedPair(
    positive(get('price_min')),
    positive(get('price_max')),
  );
  const [area_min, area_max] = orderedPair(positive(get('area_min')), positive(get('area_max')));
  const price_range = oneOf(PriceRangeOption, get('price_range'));
  const bbox = get('bbox') ?? '';
  const group = oneOf(PropertyGroup, get('group'));
  const search: PropertySearch = {
    purpose: oneOf(PropertyPurpose, get('purpose')),
    group,
    type: group ? undefined : oneOf(PropertyType, get('type')),
    readiness: oneOf(PropertyReadiness, get('readiness')),
    region: positive(get('region'), { integer: true }),
    city: positive(get('city'), { integer: true }),
    district: positive(get('district'), { integer: true }),
    price_range,
    price_min: price_range ? undefined : price_min,
    price_max: price_range ? undefined : price_max,
    area_min,
    area_max,
    bedrooms: positive(get('bedrooms'), { integer: true, max: 10 }),
    bathrooms: positive(get('bathrooms'), { integer: true, max: 10 }),
    ordering: oneOf(PropertyOrdering, get('ordering')),
    page: positive(get('page'), { integer: true }),
    view: get('view') === 'map' ? 'map' : undefined,
    bbox: isValidBbox(bbox) ? bbox : undefined,
  };
  if (!search.region) search.city = undefined;
  if (!search.city) search.district = undefined;
  if (search.page === 1) search.page = undefined;
  return search;
}

export function serializePropertySearch(search: PropertySearch): string {
  const params = new URLSearchParams();
  for (const key of KEY_ORDER) {
    const value = search[key];
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      params.set(key, String(value));
  }
  return params.toString();
}

export function hasFilters(search: PropertySearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

export function clearFilters(search: PropertySearch): PropertySearch {
  return { ordering: search.ordering, view: search.view };
}

export function toListPropertiesParams(
  search: PropertySearch,
  pageSize: number,
): ListPropertiesParams {
  const { group, type, view, bbox, ...rest } = search;
  const params: ListPropertiesParams = { ...rest, page_size: pageSize };
  if (group) params.property_group = group;
  if (type) params.property_type = [type];
  if (view === 'map' && bbox) params.bbox = bbox;
  for (const key of Object.keys(params) as (keyof ListPropertiesParams)[]) {
    if (params[key] === undefined) delete params[key];
  }
  return params;
}
