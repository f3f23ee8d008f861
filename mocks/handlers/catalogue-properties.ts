import { http } from 'msw';
import { PropertyOrdering, PropertyPurpose } from '../../generated/model';
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
import { enumValues, matches, QueryReader, sortBy, within } from './catalogue-query';
import { readListingFilters } from './listing-filters';

function readFilters(url: URL) {
  const query = new QueryReader(url.searchParams);
  query.page();
  const filters = {
    search: query.search(),
    purpose: query.oneOf('purpose', enumValues(PropertyPurpose)),
    listing: readListingFilters(query),
    bbox: query.bbox(),
    ordering: query.oneOf('ordering', enumValues(PropertyOrdering)) ?? '-published_at',
    project: query.int('project'),
    agency: query.int('agency'),
  };
  return { filters, errors: query.errors };
}

type Filters = ReturnType<typeof readFilters>['filters'];

function keep(property: MockProperty, filters: Filters): boolean {
  const { characteristics: details, location } = property;
  const project = property.projectId === undefined ? undefined : projects.get(property.projectId);
  const city = cityById(property.cityId)!;
  const district = districtById(property.districtId)!;
  return (
    (!filters.purpose || property.purpose === filters.purpose) &&
    filters.listing({ ...property, ...details, area: details.total_area }) &&
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
