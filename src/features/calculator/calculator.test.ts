import { describe, expect, it } from 'vitest';
import {
  calculateFinancing,
  estimateAffordability,
  monthlyInstallment,
  principalFromInstallment,
} from './calculator';

describe('monthlyInstallment', () => {
  it('matches textbook annuity examples', () => {
    expect(monthlyInstallment(100_000, 6, 360)).toBeCloseTo(599.55, 2);
    expect(monthlyInstallment(300_000, 5, 300)).toBeCloseTo(1753.77, 2);
  });

  it('divides the principal evenly when the rate is zero', () => {
    expect(monthlyInstallment(360_000, 0, 360)).toBe(1000);
  });

  it('is the inverse of principalFromInstallment', () => {
    const installment = monthlyInstallment(750_000, 4.25, 240);
    expect(principalFromInstallment(installment, 4.25, 240)).toBeCloseTo(750_000, 6);
  });
});

describe('calculateFinancing', () => {
  it('finances the price less the down payment', () => {
    expect(
      calculateFinancing({
        price: 1_000_000,
        downPayment: 100_000,
        years: 25,
        annualRatePercent: 5,
        feesPercent: 0,
      }),
    ).toEqual({
      loanAmount: 900_000,
      fees: 0,
      months: 300,
      monthlyInstallment: 5261.31,
      totalCost: 1_578_393.11,
      totalProfit: 678_393.11,
      loanToValuePercent: 90,
    });
  });

  it('adds the chosen fees (4.8 % of the price) to the loan', () => {
    const result = calculateFinancing({
      price: 1_000_000,
      downPayment: 100_000,
      years: 25,
      annualRatePercent: 5,
      feesPercent: 4.8,
    });
    expect(result.fees).toBe(48_000);
    expect(result.loanAmount).toBe(948_000);
    expect(result.monthlyInstallment).toBe(5541.91);
    expect(result.totalProfit).toBe(714_574.08);
  });

  it('works with a zero rate: no profit, the loan split over the months', () => {
    const result = calculateFinancing({
      price: 600_000,
      downPayment: 60_000,
      years: 30,
      annualRatePercent: 0,
      feesPercent: 0,
    });
    expect(result.monthlyInstallment).toBe(1500);
    expect(result.totalCost).toBe(540_000);
    expect(result.totalProfit).toBe(0);
  });

  it('never finances a negative amount', () => {
    const result = calculateFinancing({
      price: 500_000,
      downPayment: 600_000,
      years: 10,
      annualRatePercent: 5,
      feesPercent: 0,
    });
    expect(result.loanAmount).toBe(0);
    expect(result.monthlyInstallment).toBe(0);
  });
});

describe('estimateAffordability', () => {
  it('caps the installment at 55 % of income less other installments', () => {
    const result = estimateAffordability({
      monthlyIncome: 20_000,
      monthlyObligations: 2_000,
      dbrMaxPercent: 55,
      annualRatePercent: 5,
      years: 25,
      ltvMaxPercent: 90,
    });
    expect(result.maxInstallment).toBe(9_000);
    expect(result.maxLoan).toBe(1_539_540.42);
    expect(result.maxPrice).toBe(1_710_600.47);
  });

  it('allows 65 % for housing-program beneficiaries, and a zero rate', () => {
    const result = estimateAffordability({
      monthlyIncome: 20_000,
      monthlyObligations: 2_000,
      dbrMaxPercent: 65,
      annualRatePercent: 0,
      years: 20,
      ltvMaxPercent: 90,
    });
    expect(result).toEqual({ maxInstallment: 11_000, maxLoan: 2_640_000, maxPrice: 2_933_333.33 });
  });

  it('supports no loan when obligations already use the limit', () => {
    const result = estimateAffordability({
      monthlyIncome: 10_000,
      monthlyObligations: 6_000,
      dbrMaxPercent: 55,
      annualRatePercent: 5,
      years: 25,
      ltvMaxPercent: 90,
    });
    expect(result.maxLoan).toBe(0);
  });
});
