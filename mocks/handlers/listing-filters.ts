import {
  PriceRangeOption,
  PropertyGroup,
  PropertyReadiness,
  PropertyType,
} from '../../generated/model';
import { enumValues, type QueryReader, within } from './catalogue-query';

const GROUPS: Record<PropertyGroup, PropertyType[]> = {
  villa: ['house'],
  apartment: ['flat', 'apartment', 'studio', 'hotel_apartment'],
};
const PRICE_RANGES: Record<PriceRangeOption, [number, number]> = {
  under_500k: [0, 500_000],
  '500k_1m': [500_000, 1_000_000],
  '1m_2m': [1_000_000, 2_000_000],
  over_2m: [2_000_000, Number.POSITIVE_INFINITY],
};

/** What a home of either list (a property, a unit) is filtered on. */
export type ListingFacts = {
  type: PropertyType;
  readiness: PropertyReadiness;
  regionId: number;
  cityId: number;
  districtId: number;
  price: number;
  area: number;
  bedrooms: number;
  bathrooms: number;
};

/**
 * The filters the property and unit lists share (the contract's parameters.yaml), read in the order
 * their codes are listed; the test of a home against them.
 */
export function readListingFilters(query: QueryReader): (home: ListingFacts) => boolean {
  const types = query.manyOf('property_type', enumValues(PropertyType));
  const group = query.oneOf('property_group', enumValues(PropertyGroup));
  const readiness = query.oneOf('readiness', enumValues(PropertyReadiness));
  const region = query.int('region');
  const city = query.int('city');
  const district = query.int('district');
  const priceRange = query.oneOf('price_range', enumValues(PriceRangeOption));
  const price = query.range('price');
  const area = query.range('area');
  const bedrooms = query.int('bedrooms', { min: 1, max: 10 });
  const bathrooms = query.int('bathrooms', { min: 1, max: 10 });
  const range = priceRange && PRICE_RANGES[priceRange];
  return (home) =>
    (types.length === 0 || types.includes(home.type)) &&
    (!group || GROUPS[group].includes(home.type)) &&
    (!readiness || home.readiness === readiness) &&
    (region === undefined || home.regionId === region) &&
    (city === undefined || home.cityId === city) &&
    (district === undefined || home.districtId === district) &&
    (!range || (home.price >= range[0] && home.price < range[1])) &&
    within(home.price, price) &&
    within(home.area, area) &&
    (bedrooms === undefined || home.bedrooms >= bedrooms) &&
    (bathrooms === undefined || home.bathrooms >= bathrooms);
}
