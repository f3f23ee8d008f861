/**
 * The filters the property and unit lists share, as the URL query holds them: the lists parse them
 * and a saved search, which keeps that query, is named from them.
 */
import { PriceRangeOption, PropertyGroup, PropertyReadiness, PropertyType } from '@generated/model';

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

export function positive(
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

/** The units list's "available to reserve" (`available=true`; the API's saved query may say `1`). */
export const parseAvailable = (params: URLSearchParams) =>
  ['true', '1'].includes(params.get('available') ?? '') || undefined;
