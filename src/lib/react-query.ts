import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** Retries happen once, in the HTTP policy (api-client), never in react-query. */
export const queryDefaults: DefaultOptions = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
  mutations: { retry: false },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
