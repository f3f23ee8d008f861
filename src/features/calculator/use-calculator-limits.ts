import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import type { LendingLimits } from '@/lib/lending/lending-rules';
import { useLendingLimits } from '@/lib/lending/use-lending-limits';

/** Spec section 9: fees up to 4.8 % of the price until the configuration answers. */
export const DEFAULT_FEES_MAX_PERCENT = 4.8;

export type CalculatorLimits = { feesMaxPercent: number; lending: LendingLimits };

/** The rules the server enforces (web-app config): the fees cap and the responsible-lending limits. */
export function useCalculatorLimits(): CalculatorLimits {
  const { data } = useGetWebAppConfig({ query: { staleTime: Infinity } });
  const lending = useLendingLimits();
  return { feesMaxPercent: data?.fees_max_percent ?? DEFAULT_FEES_MAX_PERCENT, lending };
}
