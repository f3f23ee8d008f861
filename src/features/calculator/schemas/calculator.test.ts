import { describe, expect, it } from 'vitest';
import { lendingLimits } from '@/lib/lending/lending-rules';
import { validateCalculator, type CalculatorValues } from './calculator';

const limits = { feesMaxPercent: 4.8, lending: lendingLimits() };
const values: CalculatorValues = {
  price: '1,000,000',
  downPayment: '100000',
  years: '25',
  ratePercent: '5',
  addFees: false,
  feesPercent: '4.8',
  firstHome: true,
};
const check = (changes: Partial<CalculatorValues>) =>
  validateCalculator({ ...values, ...changes }, limits);
const errorsOf = (changes: Partial<CalculatorValues>) => check(changes).errors;

describe('validateCalculator', () => {
  it('reads Arabic-Indic digits and thousands separators', () => {
    expect(check({ price: '١٬٢٥٠٬٠٠٠', downPayment: '١٢٥٠٠٠' }).parsed).toMatchObject({
      price: 1_250_000,
      downPayment: 125_000,
    });
  });

  it('tells an empty field from letters, a negative, zero and a number too large', () => {
    expect(errorsOf({ price: ' ' })).toEqual({ price: 'required' });
    expect(errorsOf({ price: '12a' })).toEqual({ price: 'notNumber' });
    expect(errorsOf({ price: '-500000' })).toEqual({ price: 'negative' });
    expect(errorsOf({ price: '0' })).toEqual({ price: 'positive' });
    expect(errorsOf({ price: '1'.padEnd(14, '0') })).toEqual({ price: 'tooLarge' });
    expect(errorsOf({ downPayment: 'ten' })).toEqual({ downPayment: 'notNumber' });
    expect(errorsOf({ downPayment: '−٥' })).toEqual({ downPayment: 'negative' });
    expect(errorsOf({ years: 'x' })).toEqual({ years: 'notNumber' });
    expect(errorsOf({ years: '-5' })).toEqual({ years: 'yearsRange' });
  });

  it('puts the lending rule the down payment breaks on it, and gives no figures', () => {
    const huge = check({ price: '99999999999', downPayment: '0' });
    expect(huge.parsed).toBeUndefined();
    expect(huge.errors.downPayment).toMatchObject({
      code: 'loan_amount__above_maximum',
      meta: { limit: 99_994_999_999, max: 5_000_000 },
    });
    expect(errorsOf({ price: '7000000', downPayment: '1000000' }).downPayment).toMatchObject({
      code: 'loan_amount__above_maximum',
      meta: { limit: 2_000_000 },
    });
    expect(errorsOf({ downPayment: '50000' }).downPayment).toMatchObject({
      code: 'down_payment__below_ltv',
      meta: { limit: 100_000, percent: 90 },
    });
    expect(errorsOf({ firstHome: false }).downPayment).toMatchObject({
      code: 'down_payment__below_ltv',
      meta: { limit: 300_000, percent: 70 },
    });
    expect(errorsOf({ downPayment: '950000' }).downPayment).toMatchObject({
      code: 'loan_amount__below_minimum',
    });
  });

  it('keeps the term and rate readable while the amounts break a rule (for the affordability)', () => {
    expect(check({ downPayment: '0' }).valid).toMatchObject({ years: 25, ratePercent: 5 });
  });
});
