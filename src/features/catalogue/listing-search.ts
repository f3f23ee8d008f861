/** The filters the property and unit lists share, as they live in the URL query and as API params. */
import {
  PriceRangeOption,
  PropertyGroup,
  PropertyOrdering,
  PropertyReadiness,
  PropertyType,
} from '@generated/model';

export type ListingFilters = {
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
};

/** Newest first: the property list's default, and the units page's (the API's sorts by number). */
export const DEFAULT_ORDERING = PropertyOrdering['-published_at'];

export const LISTING_FILTER_KEYS = [
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
] as const satisfies readonly (keyof ListingFilters)[];

export const oneOf = <T extends string>(
  values: Record<string, T>,
  raw: string | null,
): T | undefined =>
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

/** A pair whose minimum exceeds its maximum is dropped: a shared link never sends an invalid query. */
function orderedPair(
  min: number | undefined,
  max: number | undefined,
): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [undefined, undefined] : [min, max];
}

export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const get = (key: string) => params.get(key);
  const [price_min, price_max] = orderedPair(
    positive(get('price_min')),
    positive(get('price_max')),
  );
  const [area_min, area_max] = orderedPair(positive(get('area_min')), positive(get('area_max')));
  const price_range = oneOf(PriceRangeOption, get('price_range'));
  const group = oneOf(PropertyGroup, get('group'));
  const filters: ListingFilters = {
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
  };
  if (!filters.region) filters.city = undefined;
  if (!filters.city) filters.district = undefined;
  return filters;
}

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
