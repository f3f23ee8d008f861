/** Pure home-financing math: the calculator's figures on the rules of src/lib/lending/lending-rules.ts. */
import {
  maxInstallmentByDbr,
  monthlyInstallment,
  principalFromInstallment,
} from '@/lib/lending/lending-rules';

export { monthlyInstallment, principalFromInstallment };

export type FinancingInput = {
  /** Property price, SAR. */
  price: number;
  /** Down payment, SAR. */
  downPayment: number;
  /** Loan term in years. */
  years: number;
  /** Annual profit rate, percent, on the reducing balance. */
  annualRatePercent: number;
  /** Fees as a percent of the price, added to the loan (0 when the option is off). */
  feesPercent: number;
};

export type FinancingResult = {
  loanAmount: number;
  fees: number;
  months: number;
  monthlyInstallment: number;
  totalCost: number;
  totalProfit: number;
  /** Loan (without fees) over price, percent. */
  loanToValuePercent: number;
};

export const roundHalala = (value: number): number => Math.round(value * 100) / 100;

export function calculateFinancing(input: FinancingInput): FinancingResult {
  const months = Math.round(input.years * 12);
  const financedPrice = Math.max(0, input.price - input.downPayment);
  const fees = (input.price * Math.max(0, input.feesPercent)) / 100;
  const loanAmount = financedPrice + fees;
  const installment = monthlyInstallment(loanAmount, input.annualRatePercent, months);
  const totalCost = installment * months;
  return {
    loanAmount: roundHalala(loanAmount),
    fees: roundHalala(fees),
    months,
    monthlyInstallment: roundHalala(installment),
    totalCost: roundHalala(totalCost),
    totalProfit: roundHalala(Math.max(0, totalCost - loanAmount)),
    loanToValuePercent: input.price > 0 ? (financedPrice / input.price) * 100 : 0,
  };
}

export type AffordabilityInput = {
  monthlyIncome: number;
  /** Installments of the customer's other loans, per month. */
  monthlyObligations: number;
  /** The debt-burden limit, percent of income (55 all finance, 65 housing-program beneficiaries). */
  dbrMaxPercent: number;
  annualRatePercent: number;
  years: number;
  /** Loan-to-value cap used to estimate the home price the loan supports. */
  ltvMaxPercent: number;
};

export type AffordabilityResult = {
  maxInstallment: number;
  maxLoan: number;
  /** The price the largest loan finances with the smallest down payment the cap allows. */
  maxPrice: number;
};

export function estimateAffordability(input: AffordabilityInput): AffordabilityResult {
  const maxInstallment = maxInstallmentByDbr(
    input.monthlyIncome,
    input.monthlyObligations,
    input.dbrMaxPercent,
  );
  const maxLoan = principalFromInstallment(
    maxInstallment,
    input.annualRatePercent,
    Math.round(input.years * 12),
  );
  const maxPrice = input.ltvMaxPercent > 0 ? maxLoan / (input.ltvMaxPercent / 100) : 0;
  return {
    maxInstallment: roundHalala(maxInstallment),
    maxLoan: roundHalala(maxLoan),
    maxPrice: roundHalala(maxPrice),
  };
}
