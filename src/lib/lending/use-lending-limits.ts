import { useMemo } from 'react';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import { lendingLimits, type LendingLimits } from './lending-rules';

/** The responsible-lending limits the server enforces (web-app config), published defaults until then. */
export function useLendingLimits(): LendingLimits {
  const { data } = useGetWebAppConfig({ query: { staleTime: Infinity } });
  return useMemo(() => lendingLimits(data), [data]);
}
