import { describe, expect, it } from 'vitest';
import { BUDGET_VALID_DAYS, budgetValidUntil, lendingBudget, priceFit } from './lending-budget';
import { lendingLimits, monthlyInstallment, principalFromInstallment } from './lending-rules';

const limits = lendingLimits({
  first_home_ltv_max_percent: 90,
  ltv_max_percent: 70,
  dbr_max_percent: 55,
  dbr_housing_program_max_percent: 65,
  dbr_bands: [
    { income_max: 15_000, dbr_max_percent: 55, dbr_housing_program_max_percent: 65 },
    { dbr_max_percent: 65, dbr_housing_program_max_percent: 65 },
  ],
  max_age_at_term_end: 70,
  loan_amount_min: 100_000,
  loan_amount_max: 5_000_000,
});
const RATE = 5;
const answers = {
  monthlyIncome: 10_000,
  monthlyObligations: 0,
  employmentType: 'government',
  age: 30,
  firstHome: true,
  housingSupport: false,
};
const budget = (change: Partial<typeof answers> = {}) =>
  lendingBudget({ ...answers, ...change }, limits, RATE);
const codes = (change: Partial<typeof answers> = {}) => budget(change).limits.map((l) => l.code);

describe('the budget on the lending rules', () => {
  it('takes the debt-burden cap of the income band as the instalment, over the longest term', () => {
    const result = budget();
    expect(result.dbrPercent).toBe(55);
    expect(result.installmentCap).toBe(5_500);
    expect(result.years).toBe(30);
    expect(result.limits).toEqual([{ code: 'dbr', amount: 5_500, percent: 55 }]);
    const loan = Math.floor(principalFromInstallment(5_500, RATE, 360));
    expect(result.loanMax).toBeGreaterThanOrEqual(loan - 1);
    expect(result.loanMax).toBeLessThanOrEqual(loan);
    expect(result.priceMax).toBe(Math.floor((loan * 100) / 90));
    expect(result.downPayment).toBe(result.priceMax - result.loanMax);
    expect(result.downPayment / result.priceMax).toBeCloseTo(0.1, 3);
    expect(result.installmentMax).toBeLessThanOrEqual(5_500);
    expect(result.installmentMax).toBeGreaterThan(5_490);
    expect(result.installmentMin).toBe(Math.ceil(monthlyInstallment(100_000, RATE, 360)));
  });

  it('says the obligations limit the instalment when there are any', () => {
    const result = budget({ monthlyObligations: 1_500 });
    expect(result.installmentCap).toBe(4_000);
    expect(result.limits[0]).toEqual({ code: 'obligations', amount: 4_000 });
    expect(result.priceMax).toBeLessThan(budget().priceMax);
  });

  it('uses the housing program cap with REDF support and the higher band above 15,000', () => {
    expect(budget({ housingSupport: true }).dbrPercent).toBe(65);
    expect(budget({ monthlyIncome: 20_000 }).dbrPercent).toBe(65);
  });

  it('shortens the term to the age at the end of it', () => {
    const result = budget({ age: 50 });
    expect(result.years).toBe(20);
    expect(codes({ age: 50 })).toEqual(['dbr', 'age']);
    expect(result.limits[1]).toEqual({ code: 'age', years: 20 });
    expect(result.priceMax).toBeLessThan(budget().priceMax);
  });

  it('finances nothing when no term is left', () => {
    const result = budget({ age: 70 });
    expect(result.financeable).toBe(false);
    expect(result.limits).toEqual([{ code: 'age', years: 0 }]);
    expect(result.priceMax).toBe(0);
  });

  it('caps the loan at the largest loan', () => {
    const result = budget({ monthlyIncome: 200_000 });
    expect(result.limits[0]).toEqual({ code: 'loan_max', amount: 5_000_000 });
    expect(result.loanMax).toBeLessThanOrEqual(5_000_000);
    expect(result.priceMax).toBe(Math.floor((5_000_000 * 100) / 90));
    expect(result.installmentMax).toBeLessThan(result.installmentCap);
  });

  it('finances nothing when the loan allowed is below the smallest loan', () => {
    const result = budget({ monthlyIncome: 4_000, monthlyObligations: 1_800 });
    expect(result.financeable).toBe(false);
    expect(result.limits).toEqual([{ code: 'loan_min', amount: 100_000 }]);
  });

  it('finances nothing for an employment no lender takes', () => {
    expect(budget({ employmentType: 'unemployed' }).limits).toEqual([{ code: 'employment' }]);
  });

  it('asks a larger down payment of a home that is not the first', () => {
    const other = budget({ firstHome: false });
    expect(other.ltvPercent).toBe(70);
    expect(other.downPayment / other.priceMax).toBeCloseTo(0.3, 3);
    expect(other.priceMax).toBeGreaterThan(budget().priceMax);
  });
});

describe('a price against the budget', () => {
  it('gives the instalment with the smallest down payment and whether it is within', () => {
    const result = budget();
    const cheap = priceFit(result, 800_000, true, limits);
    expect(cheap.within).toBe(true);
    expect(cheap.installment).toBe(Math.round(monthlyInstallment(720_000, RATE, 360)));
    expect(priceFit(result, result.priceMax, true, limits).within).toBe(true);
    expect(priceFit(result, result.priceMax + 1, true, limits).within).toBe(false);
  });

  it('is never within a budget that finances nothing', () => {
    expect(priceFit(budget({ age: 70 }), 200_000, true, limits).within).toBe(false);
  });
});

it('holds for a month', () => {
  expect(BUDGET_VALID_DAYS).toBe(30);
  expect(budgetValidUntil(new Date('2026-11-28T10:00:00Z'))).toBe('2026-12-28');
});
