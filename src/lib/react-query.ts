import { QueryClient, type DefaultOptions, type FetchQueryOptions } from '@tanstack/react-query';

/**
 * Retries happen once, in the HTTP policy (api-client), never in react-query. `networkMode: 'always'`
 * lets a call fail while offline, so the page shows "Network Error" with a retry instead of waiting.
 */
export const queryDefaults: DefaultOptions = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000, networkMode: 'always' },
  mutations: { retry: false, networkMode: 'always' },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

/** A page's address as the router matched it: the path's `:params` and the query (without `?`). */
export type PageRoute = { params: Partial<Record<string, string>>; search: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page's data, error and key
export type PageCall = FetchQueryOptions<any, any, any, any>;

/**
 * The call a page starts with, for its address, or the calls it shows together. A page module exports
 * it as `firstQuery`; the router starts them as soon as that module arrives (src/app/router.tsx).
 */
export type FirstQuery = (route: PageRoute) => PageCall | readonly PageCall[];

/** A page's first call for `route` (the first of its calls; its early call and pictures come from it). */
export const firstCallOf = (firstQuery: FirstQuery, route: PageRoute): PageCall | undefined =>
  [firstQuery(route)].flat()[0];
