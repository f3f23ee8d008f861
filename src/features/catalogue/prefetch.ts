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
import type { FirstQuery } from '@/lib/react-query';
import { PROPERTIES_PAGE_SIZE } from './components/properties-search';
import { UNITS_PAGE_SIZE } from './components/unit-list';
import { parsePropertySearch, toListPropertiesParams } from './property-search';
import { listPageParams, parsePageSearch } from './use-query-state';
import { routeIdOf } from './use-route-id';
import { withPictures } from '@/lib/first-pictures';

/**
 * The first call of each catalogue page, for the route's address: the router starts it as soon as
 * the page's code arrives, not when the app's first render ends. Same key and function as the
 * page's hook, which then finds the call under way or done (src/app/first-query.test.tsx checks
 * that they match).
 */
export const firstQueries = {
  property: ({ params }) => withPictures(getGetPropertyQueryOptions(routeIdOf(params.id)), 'photo'),
  unit: ({ params }) => withPictures(getGetUnitQueryOptions(routeIdOf(params.id)), 'photo'),
  project: ({ params }) => withPictures(getGetProjectQueryOptions(routeIdOf(params.id)), 'photo'),
  unitDesign: ({ params }) =>
    withPictures(getGetUnitDesignQueryOptions(routeIdOf(params.id)), 'photo'),
  agency: ({ params }) => getGetAgencyQueryOptions(routeIdOf(params.id)),
  properties: ({ search }) =>
    withPictures(
      getListPropertiesQueryOptions(
        toListPropertiesParams(parsePropertySearch(search), PROPERTIES_PAGE_SIZE),
      ),
      'cards',
    ),
  projects: ({ search }) =>
    withPictures(getListProjectsQueryOptions(listPageParams(parsePageSearch(search))), 'cards'),
  unitDesigns: ({ search }) =>
    withPictures(getListUnitDesignsQueryOptions(listPageParams(parsePageSearch(search))), 'cards'),
  units: ({ search }) => {
    const { page, available } = parsePageSearch(search);
    return withPictures(
      getListUnitsQueryOptions({ available_only: available, page, page_size: UNITS_PAGE_SIZE }),
      'cards',
    );
  },
} satisfies Record<string, FirstQuery>;
