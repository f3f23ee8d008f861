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
import type { Image } from '@generated/model';
import type { FirstQuery } from '@/lib/react-query';
import { PROPERTIES_PAGE_SIZE } from './components/properties-search';
import { UNITS_PAGE_SIZE } from './components/unit-list';
import { parsePropertySearch, toListPropertiesParams } from './property-search';
import { listPageParams, parsePageSearch } from './use-query-state';
import { routeIdOf } from './use-route-id';
import { withPictures } from '@/lib/first-pictures';

type Pictures = { images?: Image[]; cover_image?: Image };

/** The page's first pictures: a detail page's first photo, a list's first two cards. */
const firstPhoto = (data: Pictures) => [data.images?.[0]];
const firstCards = (data: { results: Pictures[] }) =>
  data.results.slice(0, 2).map((row) => row.cover_image);

/**
 * The first call of each catalogue page, for the route's address: the router starts it as soon as
 * the page's code arrives, not when the app's first render ends. Same key and function as the
 * page's hook, which then finds the call under way or done (src/app/first-query.test.tsx checks
 * that they match).
 */
export const firstQueries = {
  property: ({ params }) =>
    withPictures(getGetPropertyQueryOptions(routeIdOf(params.id)), firstPhoto),
  unit: ({ params }) => withPictures(getGetUnitQueryOptions(routeIdOf(params.id)), firstPhoto),
  project: ({ params }) =>
    withPictures(getGetProjectQueryOptions(routeIdOf(params.id)), (project: Pictures) => [
      project.images?.[0] ?? project.cover_image,
    ]),
  unitDesign: ({ params }) =>
    withPictures(getGetUnitDesignQueryOptions(routeIdOf(params.id)), firstPhoto),
  agency: ({ params }) => getGetAgencyQueryOptions(routeIdOf(params.id)),
  properties: ({ search }) =>
    withPictures(
      getListPropertiesQueryOptions(
        toListPropertiesParams(parsePropertySearch(search), PROPERTIES_PAGE_SIZE),
      ),
      firstCards,
    ),
  projects: ({ search }) =>
    withPictures(getListProjectsQueryOptions(listPageParams(parsePageSearch(search))), firstCards),
  unitDesigns: ({ search }) =>
    withPictures(
      getListUnitDesignsQueryOptions(listPageParams(parsePageSearch(search))),
      firstCards,
    ),
  units: ({ search }) => {
    const { page, available } = parsePageSearch(search);
    return withPictures(
      getListUnitsQueryOptions({ available_only: available, page, page_size: UNITS_PAGE_SIZE }),
      firstCards,
    );
  },
} satisfies Record<string, FirstQuery>;
