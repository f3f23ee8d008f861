import { describe, expect, it } from 'vitest';
import { lendingLimits, monthlyInstallment, DEFAULT_LENDING_CONFIG } from './lending-rules';
import { monthlyEstimate } from './monthly-estimate';

describe('monthlyEstimate', () => {
  it('finances the largest loan the rules allow on a first home over 25 years by default', () => {
    // 90 % of 1,000,000 at 5 % over 300 months.
    expect(monthlyEstimate(1_000_000, { annualRatePercent: 5 })).toBe(
      Math.round(monthlyInstallment(900_000, 5, 300)),
    );
  });

  it('caps the loan at the largest loan amount', () => {
    const limits = lendingLimits({ ...DEFAULT_LENDING_CONFIG, loan_amount_max: 2_000_000 });
    expect(monthlyEstimate(4_000_000, { annualRatePercent: 5, limits })).toBe(
      Math.round(monthlyInstallment(2_000_000, 5, 300)),
    );
  });

  it('takes a saved budget’s inputs: a larger down payment, another term, not a first home', () => {
    expect(
      monthlyEstimate(1_000_000, {
        annualRatePercent: 4,
        years: 20,
        downPayment: 400_000,
        firstHome: false,
      }),
    ).toBe(Math.round(monthlyInstallment(600_000, 4, 240)));
    // A down payment below the rules' smallest is raised to it (70 % for a second home).
    expect(
      monthlyEstimate(1_000_000, { annualRatePercent: 4, firstHome: false, downPayment: 0 }),
    ).toBe(Math.round(monthlyInstallment(700_000, 4, 300)));
  });

  it('caps the loan at a saved budget’s largest loan', () => {
    expect(monthlyEstimate(2_000_000, { annualRatePercent: 5, loanMax: 1_350_000 })).toBe(
      Math.round(monthlyInstallment(1_350_000, 5, 300)),
    );
  });

  it('has no estimate without a rate or a price', () => {
    expect(monthlyEstimate(1_000_000)).toBeUndefined();
    expect(monthlyEstimate(0, { annualRatePercent: 5 })).toBeUndefined();
  });
});
