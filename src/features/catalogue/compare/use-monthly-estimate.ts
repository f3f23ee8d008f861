import { useGetFinancingRates } from '@generated/api/financing/financing';
import { useMyBudget } from '@/entities/budget';
import {
  ESTIMATE_DEFAULTS,
  monthlyEstimate,
  type EstimateInputs,
} from '@/lib/lending/monthly-estimate';
import { useLendingLimits } from '@/lib/lending/use-lending-limits';

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

/** Where the comparison's monthly figures come from: the saved budget, or the default assumptions. */
export type EstimateSource = 'budget' | 'default';

/**
 * The comparison's estimate: from the customer's saved budget when there is one that can be financed
 * (its term, rate, first home and largest loan: the same figure as the cards' "≈ SAR X a month"),
 * otherwise on the default assumptions.
 */
export function useCompareEstimate() {
  const budget = useMyBudget();
  const saved = budget?.financeable ? budget : undefined;
  const estimate = useMonthlyEstimate(
    saved && {
      years: saved.term_years,
      annualRatePercent: saved.annual_rate_percent,
      firstHome: saved.first_home,
      loanMax: saved.max_loan,
    },
  );
  const source: EstimateSource = saved ? 'budget' : 'default';
  return { ...estimate, source, loanMax: saved?.max_loan };
}
