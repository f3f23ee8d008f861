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

/**
 * The calls a page's first screen needs, for its address: the server fetches them before it renders
 * the page (src/entry-server.tsx), so the page arrives with its data and the browser takes it over
 * without asking again. Same keys and functions as the page's hooks (src/app/router/page-queries.test.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page's data, error and key
export type PageQueries = (route: PageRoute) => FetchQueryOptions<any, any, any, any>[];
