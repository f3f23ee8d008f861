import {
  getListProjectsQueryOptions,
  getListPropertiesQueryOptions,
  getListUnitDesignsQueryOptions,
  getListUnitsQueryOptions,
} from '@generated/api/catalogue/catalogue';
import type { PageQueries } from '@/lib/http/react-query';
import { parsePropertySearch, toListPropertiesParams } from '../property-search';
import { parseUnitSearch, toListUnitsParams } from '../unit-search';
import {
  listPageParams,
  parsePageSearch,
  PROPERTIES_PAGE_SIZE,
  UNITS_PAGE_SIZE,
} from '../use-query-state';

/**
 * The calls of each list's first screen: its first page with the address's filters. Same key and
 * function as the page's hook, which then finds the answer in the cache (src/app/router/page-queries.test.tsx).
 */
export const listQueries = {
  properties: ({ search }) => [
    getListPropertiesQueryOptions(
      toListPropertiesParams(parsePropertySearch(search), PROPERTIES_PAGE_SIZE),
    ),
  ],
  projects: ({ search }) => [getListProjectsQueryOptions(listPageParams(parsePageSearch(search)))],
  unitDesigns: ({ search }) => [
    getListUnitDesignsQueryOptions(listPageParams(parsePageSearch(search))),
  ],
  units: ({ search }) => [
    getListUnitsQueryOptions(toListUnitsParams(parseUnitSearch(search), UNITS_PAGE_SIZE)),
  ],
} satisfies Record<string, PageQueries>;
