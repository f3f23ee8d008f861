import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

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
