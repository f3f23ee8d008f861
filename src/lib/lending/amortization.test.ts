import { describe, expect, it } from 'vitest';
import { amortizationByYear } from './amortization';

const installment = (loan: number, ratePercent: number, months: number) => {
  const rate = ratePercent / 1200;
  return (loan * rate) / (1 - (1 + rate) ** -months);
};

describe('amortizationByYear', () => {
  it('repays the loan exactly: the principal parts sum to the loan, the balance ends at zero', () => {
    const years = amortizationByYear(1_000_000, 4.85, 300, installment(1_000_000, 4.85, 300));
    expect(years).toHaveLength(25);
    expect(years.reduce((sum, year) => sum + year.principal, 0)).toBeCloseTo(1_000_000, 2);
    expect(years.at(-1)!.balance).toBe(0);
    const paid = installment(1_000_000, 4.85, 300) * 300;
    const profit = years.reduce((sum, year) => sum + year.profit, 0);
    expect(profit).toBeCloseTo(paid - 1_000_000, 0);
  });

  it('pays more profit than principal at first and the reverse at the end', () => {
    const years = amortizationByYear(800_000, 5, 300, installment(800_000, 5, 300));
    expect(years[0]!.profit).toBeGreaterThan(years[0]!.principal);
    expect(years.at(-1)!.principal).toBeGreaterThan(years.at(-1)!.profit);
    const balances = years.map((year) => year.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('splits a profit-free loan into equal principal only', () => {
    const years = amortizationByYear(120_000, 0, 24, 5_000);
    expect(years).toEqual([
      { year: 1, principal: 60_000, profit: 0, balance: 60_000 },
      { year: 2, principal: 60_000, profit: 0, balance: 0 },
    ]);
  });
});
