import { useGetFinancingRates } from '@generated/api/financing/financing';
import { ESTIMATE_DEFAULTS, monthlyEstimate, type EstimateInputs } from '@/lib/monthly-estimate';
import { useLendingLimits } from '@/lib/use-lending-limits';

/**
 * The monthly estimate of a price on the configured rules and today's default rate; `inputs` (a
 * saved budget's down payment, term, first home) replace the calculator's starting assumptions.
 */
export function useMonthlyEstimate(inputs: EstimateInputs = {}) {
  const limits = useLendingLimits();
  const rates = useGetFinancingRates({ query: { staleTime: 5 * 60_000 } });
  const annualRatePercent = inputs.annualRatePercent ?? rates.data?.default_profit_rate;
  return {
    estimate: (price: number) => monthlyEstimate(price, { limits, ...inputs, annualRatePercent }),
    annualRatePercent,
    years: inputs.years ?? ESTIMATE_DEFAULTS.years,
  };
}
