import { http } from 'msw';
import {
  PriceRangeOption,
  PropertyGroup,
  PropertyOrdering,
  PropertyPurpose,
  PropertyReadiness,
  PropertyType,
} from '../../generated/model';
import {
  isAdvertisedProperty,
  properties,
  propertyDetail,
  propertySummary,
  projects,
  type MockProperty,
} from '../db/catalogue';
import { cityById, districtById } from '../db/geo';
import { api, fail, json, langOf, paginate } from '../lib/http';
import { hasScenario } from '../scenarios';
import { matches, QueryReader, sortBy, within } from './catalogue-query';

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
const values = <T extends Record<string, string>>(enumeration: T) =>
  Object.values(enumeration) as T[keyof T][];

function readFilters(url: URL) {
  const query = new QueryReader(url.searchParams);
  query.page();
  const filters = {
    search: query.search(),
    purpose: query.oneOf('purpose', values(PropertyPurpose)),
    types: query.manyOf('property_type', values(PropertyType)),
    group: query.oneOf('property_group', values(PropertyGroup)),
    readiness: query.oneOf('readiness', values(PropertyReadiness)),
    region: query.int('region'),
    city: query.int('city'),
    district: query.int('district'),
    priceRange: query.oneOf('price_range', values(PriceRangeOption)),
    price: query.range('price'),
    area: query.range('area'),
    bedrooms: query.int('bedrooms', { min: 1, max: 10 }),
    bathrooms: query.int('bathrooms', { min: 1, max: 10 }),
    bbox: query.bbox(),
    ordering: query.oneOf('ordering', values(PropertyOrdering)) ?? '-published_at',
    project: query.int('project'),
    agency: query.int('agency'),
  };
  return { filters, errors: query.errors };
}

type Filters = ReturnType<typeof readFilters>['filters'];

function keep(property: MockProperty, filters: Filters): boolean {
  const { characteristics: details, location } = property;
  const range = filters.priceRange && PRICE_RANGES[filters.priceRange];
  const project = property.projectId === undefined ? undefined : projects.get(property.projectId);
  const city = cityById(property.cityId)!;
  const district = districtById(property.districtId)!;
  return (
    (!filters.purpose || property.purpose === filters.purpose) &&
    (filters.types.length === 0 || filters.types.includes(property.type)) &&
    (!filters.group || GROUPS[filters.group].includes(property.type)) &&
    (!filters.readiness || property.readiness === filters.readiness) &&
    (filters.region === undefined || property.regionId === filters.region) &&
    (filters.city === undefined || property.cityId === filters.city) &&
    (filters.district === undefined || property.districtId === filters.district) &&
    (!range || (property.price >= range[0] && property.price < range[1])) &&
    within(property.price, filters.price) &&
    within(details.total_area, filters.area) &&
    (filters.bedrooms === undefined || details.bedrooms >= filters.bedrooms) &&
    (filters.bathrooms === undefined || details.bathrooms >= filters.bathrooms) &&
    (!filters.bbox ||
      (within(location.lng, { min: filters.bbox.minLng, max: filters.bbox.maxLng }) &&
        within(location.lat, { min: filters.bbox.minLat, max: filters.bbox.maxLat }))) &&
    (filters.project === undefined || property.projectId === filters.project) &&
    (filters.agency === undefined || property.agencyId === filters.agency) &&
    matches(
      filters.search,
      ...Object.values(property.title),
      ...Object.values(city.name),
      ...Object.values(district.name),
      ...(project ? Object.values(project.name) : []),
    )
  );
}

const orderValue = (property: MockProperty, field: string): number => {
  const area = property.characteristics.total_area;
  if (field === 'price') return property.price;
  if (field === 'price_per_m2') return Math.round(property.price / area);
  if (field === 'total_area') return area;
  return Date.parse(property.published_at);
};

export const propertyHandlers = [
  http.get(api('/api/v1/properties/'), ({ request }) => {
    const url = new URL(request.url);
    const { filters, errors } = readFilters(url);
    if (errors.length > 0) return fail(400, errors);
    const found = hasScenario(request, 'empty-catalogue')
      ? []
      : [...properties.values()].filter(
          (property) => isAdvertisedProperty(property) && keep(property, filters),
        );
    const page = paginate(sortBy(found, filters.ordering, orderValue), url);
    if (page instanceof Response) return page;
    const lang = langOf(request);
    return json({
      ...page,
      results: page.results.map((property) => propertySummary(property, lang)),
    });
  }),
  http.get(api('/api/v1/properties/:propertyId/'), ({ request, params }) => {
    const property = properties.get(Number(params.propertyId));
    if (!property) return fail(404, ['property__not_found']);
    return json(propertyDetail(property, langOf(request)));
  }),
];
