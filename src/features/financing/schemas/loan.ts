import { monthlyInstallment as annuity } from '@/lib/lending/lending-rules';

/** The loan as the customer shapes it: price, down payment, share financed, monthly installment. */

export function loanAmount(price: number, downPayment: number): number {
  return Math.max(0, price - downPayment);
}

/** The share of the price financed, percent, to two decimals. */
export function loanPercent(price: number, downPayment: number): number {
  if (price <= 0) return 0;
  return Math.round((loanAmount(price, downPayment) / price) * 10_000) / 100;
}

/** The down payment that finances `percent` of the price, rounded to whole riyals. */
export function downPaymentFor(price: number, percent: number): number {
  return Math.round(price * (1 - percent / 100));
}

/** The level monthly installment of `amount` at `annualRate` percent over `years` (reducing balance). */
export function monthlyInstallment(amount: number, annualRate: number, years: number): number {
  return annuity(amount, annualRate, Math.round(years * 12));
}
