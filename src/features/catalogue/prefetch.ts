import {
  getGetAgencyQueryOptions,
  getGetProjectQueryOptions,
  getGetPropertyQueryOptions,
  getGetUnitDesignQueryOptions,
  getGetUnitQueryOptions,
  getListProjectsQueryOptions,
  getListPropertiesQueryOptions,
  getListUnitDesignsQueryOptions,
  getListUnitsQueryOptions,
} from '@generated/api/catalogue/catalogue';
import type { ListUnitsParams } from '@generated/model';
import type { PageQueries } from '@/lib/react-query';
import { PROPERTIES_PAGE_SIZE } from './components/properties-search';
import { UNITS_PAGE_SIZE } from './components/unit-list';
import { parsePropertySearch, toListPropertiesParams } from './property-search';
import { AGENCY_LISTINGS, listPageParams, parsePageSearch } from './use-query-state';
import { routeIdOf } from './use-route-id';

/** A record's page of units (the project's, the design's), at the address's page. */
const unitsOf = (filter: ListUnitsParams, search: string) =>
  getListUnitsQueryOptions({
    ...filter,
    page: parsePageSearch(search).page,
    page_size: UNITS_PAGE_SIZE,
  });

/**
 * The calls of each catalogue page's first screen, for the route's address: the record, or the
 * list's first page with the address's filters. Same key and function as the page's hook, which then
 * finds the answer in the cache (src/app/page-queries.test.tsx checks that they match).
 */
export const pageQueries = {
  property: ({ params }) => [getGetPropertyQueryOptions(routeIdOf(params.id))],
  unit: ({ params }) => [getGetUnitQueryOptions(routeIdOf(params.id))],
  project: ({ params, search }) => [
    getGetProjectQueryOptions(routeIdOf(params.id)),
    unitsOf({ project: routeIdOf(params.id) }, search),
  ],
  unitDesign: ({ params, search }) => [
    getGetUnitDesignQueryOptions(routeIdOf(params.id)),
    unitsOf({ unit_design: routeIdOf(params.id) }, search),
  ],
  agency: ({ params }) => [
    getGetAgencyQueryOptions(routeIdOf(params.id)),
    getListProjectsQueryOptions({ agency: routeIdOf(params.id), page_size: AGENCY_LISTINGS }),
    getListPropertiesQueryOptions({ agency: routeIdOf(params.id), page_size: AGENCY_LISTINGS }),
  ],
  properties: ({ search }) => [
    getListPropertiesQueryOptions(
      toListPropertiesParams(parsePropertySearch(search), PROPERTIES_PAGE_SIZE),
    ),
  ],
  projects: ({ search }) => [getListProjectsQueryOptions(listPageParams(parsePageSearch(search)))],
  unitDesigns: ({ search }) => [
    getListUnitDesignsQueryOptions(listPageParams(parsePageSearch(search))),
  ],
  units: ({ search }) => {
    const { page, available } = parsePageSearch(search);
    return [
      getListUnitsQueryOptions({ available_only: available, page, page_size: UNITS_PAGE_SIZE }),
    ];
  },
} satisfies Record<string, PageQueries>;
