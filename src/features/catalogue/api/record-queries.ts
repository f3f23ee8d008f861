import {
  getGetAgencyQueryOptions,
  getGetProjectQueryOptions,
  getGetPropertyQueryOptions,
  getGetUnitDesignQueryOptions,
  getGetUnitQueryOptions,
  getListProjectsQueryOptions,
  getListPropertiesQueryOptions,
  getListUnitsQueryOptions,
} from '@generated/api/catalogue/catalogue';
import type { ListUnitsParams } from '@generated/model';
import type { PageQueries } from '@/lib/http/react-query';
import { AGENCY_LISTINGS, parsePageSearch, UNITS_PAGE_SIZE } from '../use-query-state';
import { routeIdOf } from '../use-route-id';

/** A record's page of units (the project's, the design's), at the address's page. */
const unitsOf = (filter: ListUnitsParams, search: string) =>
  getListUnitsQueryOptions({
    ...filter,
    page: parsePageSearch(search).page,
    page_size: UNITS_PAGE_SIZE,
  });

/**
 * The calls of each record page's first screen, for the route's address: the record and the
 * listings it shows. Same key and function as the page's hooks, which then find the answers in the
 * cache (src/app/router/page-queries.test.tsx checks that they match).
 */
export const recordQueries = {
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
} satisfies Record<string, PageQueries>;
