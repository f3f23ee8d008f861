import {
  DEFAULT_LENDING_CONFIG,
  defaultDownPayment,
  lendingLimits,
  monthlyInstallment,
  type LendingLimits,
} from './lending-rules';

/**
 * What a monthly estimate assumes. Every field is optional: left out, it takes the calculator's
 * starting values (a first home, 25 years, the largest loan the rules allow, the configured limits).
 * A saved budget supplies its own (the buyer's down payment, term, first home or not) through the
 * same argument, so every "≈ SAR X a month" in the app comes from this one function.
 */
export type EstimateInputs = {
  /** Annual profit rate, percent (the financing rates' `default_profit_rate` unless said). */
  annualRatePercent?: number;
  years?: number;
  firstHome?: boolean;
  /** The buyer's down payment, SAR; the rules' smallest (largest loan) when left out. */
  downPayment?: number;
  /** The largest loan the buyer can have (a saved budget's `max_loan`); the rules' cap when left out. */
  loanMax?: number;
  limits?: LendingLimits;
};

export const ESTIMATE_DEFAULTS = { years: 25, firstHome: true } as const;

/**
 * The level monthly instalment of financing `price` on the responsible-lending rules
 * (src/lib/lending/lending-rules.ts), in whole riyals; undefined without a rate or a price.
 */
export function monthlyEstimate(price: number, inputs: EstimateInputs = {}): number | undefined {
  const { annualRatePercent, years = ESTIMATE_DEFAULTS.years } = inputs;
  if (annualRatePercent === undefined || !(price > 0) || !(years > 0)) return undefined;
  const limits = inputs.limits ?? lendingLimits(DEFAULT_LENDING_CONFIG);
  const firstHome = inputs.firstHome ?? ESTIMATE_DEFAULTS.firstHome;
  const downPayment = Math.min(
    price,
    Math.max(inputs.downPayment ?? 0, defaultDownPayment(price, firstHome, limits)),
  );
  const loan = Math.min(price - downPayment, inputs.loanMax ?? Infinity);
  return Math.round(monthlyInstallment(Math.max(0, loan), annualRatePercent, years * 12));
}
