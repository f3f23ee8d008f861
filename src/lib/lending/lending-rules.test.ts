import { describe, expect, it } from 'vitest';
import {
  checkLending,
  dbrCapPercent,
  defaultDownPayment,
  lendingLimits,
  maxLoanByLtv,
  monthlyInstallment,
  principalFromInstallment,
} from './lending-rules';

const limits = lendingLimits({
  first_home_ltv_max_percent: 90,
  ltv_max_percent: 70,
  dbr_max_percent: 55,
  dbr_housing_program_max_percent: 65,
  dbr_bands: [
    { dbr_max_percent: 65, dbr_housing_program_max_percent: 70 },
    { income_max: 15_000, dbr_max_percent: 55, dbr_housing_program_max_percent: 65 },
  ],
  max_age_at_term_end: 70,
  loan_amount_min: 100_000,
  loan_amount_max: 5_000_000,
});
const home = { price: 1_000_000, firstHome: true };
const codes = (app: Parameters<typeof checkLending>[0]) =>
  checkLending(app, limits).map((item) => item.code);

describe('loan-to-value', () => {
  it('finances 90 % of a first home and the configured share of any other', () => {
    expect(maxLoanByLtv(1_000_000, 90)).toBe(900_000);
    expect(checkLending({ ...home, downPayment: 100_000 }, limits)).toEqual([]);
    expect(checkLending({ ...home, downPayment: 50_000 }, limits)).toEqual([
      {
        code: 'down_payment__below_ltv',
        field: 'down_payment',
        meta: { limit: 100_000, by: 50_000, percent: 90 },
      },
    ]);
    expect(checkLending({ ...home, firstHome: false, downPayment: 100_000 }, limits)).toEqual([
      {
        code: 'down_payment__below_ltv',
        field: 'down_payment',
        meta: { limit: 300_000, by: 200_000, percent: 70 },
      },
    ]);
  });

  it('starts a new application at the largest loan the rules allow, never 100 %', () => {
    expect(defaultDownPayment(1_000_000, true, limits)).toBe(100_000);
    expect(defaultDownPayment(1_000_000, false, limits)).toBe(300_000);
    expect(defaultDownPayment(8_000_000, true, limits)).toBe(3_000_000);
  });
});

describe('minimum and maximum loan', () => {
  it('says how much less down payment reaches the smallest loan', () => {
    expect(checkLending({ ...home, downPayment: 950_000 }, limits)).toEqual([
      {
        code: 'loan_amount__below_minimum',
        field: 'down_payment',
        meta: { limit: 900_000, by: 50_000, min: 100_000 },
      },
    ]);
    expect(codes({ ...home, downPayment: 900_000 })).toEqual([]);
  });

  it('says how much more down payment keeps the loan under the largest', () => {
    expect(checkLending({ ...home, price: 6_000_000, downPayment: 700_000 }, limits)).toEqual([
      {
        code: 'loan_amount__above_maximum',
        field: 'down_payment',
        meta: { limit: 1_000_000, by: 300_000, max: 5_000_000 },
      },
    ]);
  });
});

describe('loan-to-value and the largest loan together', () => {
  it('reports both, the one asking the larger down payment last (a form shows it)', () => {
    // 99,999,999,999 with nothing down: 90 % asks 10,000,000,000 down, 5,000,000 asks far more.
    expect(checkLending({ ...home, price: 99_999_999_999, downPayment: 0 }, limits)).toEqual([
      {
        code: 'down_payment__below_ltv',
        field: 'down_payment',
        meta: { limit: 10_000_000_000, by: 10_000_000_000, percent: 90 },
      },
      {
        code: 'loan_amount__above_maximum',
        field: 'down_payment',
        meta: { limit: 99_994_999_999, by: 99_994_999_999, max: 5_000_000 },
      },
    ]);
    // 5,400,000: 90 % asks 540,000, the largest loan only 400,000, so the cap comes last.
    expect(codes({ ...home, price: 5_400_000, downPayment: 0 })).toEqual([
      'loan_amount__above_maximum',
      'down_payment__below_ltv',
    ]);
  });
});

describe('debt-burden ratio', () => {
  it('takes the cap of the salary band, higher for the housing program', () => {
    expect(dbrCapPercent(limits, 12_000, false)).toBe(55);
    expect(dbrCapPercent(limits, 15_000, true)).toBe(65);
    expect(dbrCapPercent(limits, 15_001, false)).toBe(65);
    expect(dbrCapPercent(limits, 30_000, true)).toBe(70);
  });

  it('refuses an installment above the cap after the other obligations, by how much', () => {
    const app = { ...home, downPayment: 200_000, income: 12_000, obligations: 1_000 };
    // 55 % of 12,000 = 6,600, less 1,000 of obligations: 5,600 at most.
    expect(codes({ ...app, installment: 5_600 })).toEqual([]);
    expect(checkLending({ ...app, installment: 8_000 }, limits)).toEqual([
      {
        code: 'monthly_installment__above_dbr',
        field: 'preferred_monthly_installment',
        meta: { limit: 5_600, by: 2_400, percent: 55 },
      },
    ]);
    expect(codes({ ...app, installment: 6_500, housingProgram: true })).toEqual([]);
  });

  it('falls back to the flat caps without bands', () => {
    const flat = lendingLimits({ ...flatConfig(), dbr_bands: undefined });
    expect(dbrCapPercent(flat, 40_000, false)).toBe(55);
    expect(dbrCapPercent(flat, 40_000, true)).toBe(65);
  });
});

describe('age at the end of the term', () => {
  it('keeps the term within the maximum age, saying how many years too long', () => {
    expect(codes({ ...home, downPayment: 200_000, age: 45, years: 25 })).toEqual([]);
    expect(checkLending({ ...home, downPayment: 200_000, age: 50, years: 25 }, limits)).toEqual([
      {
        code: 'loan_term__beyond_max_age',
        field: 'loan_term_years',
        meta: { limit: 20, by: 5, age: 70 },
      },
    ]);
  });

  it('reports every broken rule at once', () => {
    expect(
      codes({ ...home, downPayment: 0, age: 60, years: 25, income: 10_000, installment: 9_000 }),
    ).toEqual([
      'down_payment__below_ltv',
      'monthly_installment__above_dbr',
      'loan_term__beyond_max_age',
    ]);
  });
});

describe('annuity', () => {
  it('computes the installment and its inverse', () => {
    expect(Math.round(monthlyInstallment(800_000, 5, 300))).toBe(4677);
    expect(Math.round(principalFromInstallment(monthlyInstallment(800_000, 5, 300), 5, 300))).toBe(
      800_000,
    );
    expect(monthlyInstallment(120_000, 0, 120)).toBe(1000);
  });
});

function flatConfig() {
  return {
    first_home_ltv_max_percent: 90,
    dbr_max_percent: 55,
    dbr_housing_program_max_percent: 65,
    loan_amount_min: 100_000,
    loan_amount_max: 5_000_000,
  };
}
