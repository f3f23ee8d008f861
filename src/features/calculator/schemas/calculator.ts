/** The calculator's typed values (strings as typed) and their checks: per field, why it cannot be used. */
import { readAmount, type ReadError } from '@/lib/input/digits';
import { checkLending, type LendingViolation } from '@/lib/lending/lending-rules';
import type { CalculatorLimits } from '../use-calculator-limits';

export type CalculatorValues = {
  price: string;
  downPayment: string;
  years: string;
  ratePercent: string;
  addFees: boolean;
  feesPercent: string;
  firstHome: boolean;
};

export type CalculatorError = ReadError | 'positive' | 'belowPrice' | 'yearsRange' | 'feesRange';
/** A field's own check, or a responsible-lending rule the figures break (on the down payment). */
export type CalculatorErrors = Partial<
  Record<keyof CalculatorValues, CalculatorError | LendingViolation>
>;

export type ParsedCalculator = {
  price: number;
  downPayment: number;
  years: number;
  ratePercent: number;
  feesPercent: number;
};

export const YEARS_MIN = 1;
export const YEARS_MAX = 30;
/** A typed amount above zero, or why not. */
function readPositive(text: string): { value: number } | { error: CalculatorError } {
  const read = readAmount(text);
  return 'value' in read && read.value <= 0 ? { error: 'positive' } : read;
}

/** A reading error of a field with a range: the range says more than "negative" or "too large". */
const orRange = (error: ReadError, range: CalculatorError): CalculatorError =>
  error === 'required' || error === 'notNumber' ? error : range;

/** An optional amount (empty reads as `empty`), or its reading error. */
export function readAmountOr(text: string, empty: number) {
  return text.trim() === '' ? { value: empty } : readAmount(text);
}

/**
 * Each field's check, then the lending rules (lending-rules.ts) on the price and down payment. `parsed`
 * only when nothing is wrong, so no figure is shown that breaks a rule; `valid` holds every field that
 * reads correctly on its own (the affordability estimate uses the term and rate).
 */
export function validateCalculator(
  values: CalculatorValues,
  limits: CalculatorLimits,
): { errors: CalculatorErrors; valid: Partial<ParsedCalculator>; parsed?: ParsedCalculator } {
  const errors: CalculatorErrors = {};
  const valid: Partial<ParsedCalculator> = {};

  const price = readPositive(values.price);
  if ('error' in price) errors.price = price.error;
  else valid.price = price.value;

  const down = readAmountOr(values.downPayment, 0);
  if ('error' in down) errors.downPayment = down.error;
  else if (valid.price !== undefined && down.value >= valid.price)
    errors.downPayment = 'belowPrice';
  else valid.downPayment = down.value;

  const years = readAmount(values.years);
  if ('error' in years) errors.years = orRange(years.error, 'yearsRange');
  else if (!Number.isInteger(years.value) || years.value < YEARS_MIN || years.value > YEARS_MAX)
    errors.years = 'yearsRange';
  else valid.years = years.value;

  const rate = readAmount(values.ratePercent);
  if ('error' in rate) errors.ratePercent = 'required';
  else valid.ratePercent = rate.value;

  const fees = values.addFees ? readAmount(values.feesPercent) : { value: 0 };
  if ('error' in fees) errors.feesPercent = orRange(fees.error, 'feesRange');
  else if (fees.value > limits.feesMaxPercent) errors.feesPercent = 'feesRange';
  else valid.feesPercent = fees.value;

  if (valid.price !== undefined && valid.downPayment !== undefined) {
    const broken = checkLending(
      { price: valid.price, downPayment: valid.downPayment, firstHome: values.firstHome },
      limits.lending,
    ).filter((violation) => violation.field === 'down_payment');
    // The last asks the largest change, so meeting it meets the others (see checkLending).
    const violation = broken[broken.length - 1];
    if (violation) errors.downPayment = violation;
  }

  if (Object.keys(errors).length > 0) return { errors, valid };
  return { errors, valid, parsed: valid as ParsedCalculator };
}

/** The affordability estimate's income (empty is no error: the estimate waits) and other installments. */
export function validateAffordability(values: { income: string; obligations: string }) {
  const income = readPositive(values.income);
  const obligations = readAmountOr(values.obligations, 0);
  return {
    errors: {
      income: 'error' in income && income.error !== 'required' ? income.error : undefined,
      obligations: 'error' in obligations ? obligations.error : undefined,
    },
    income: 'value' in income ? income.value : undefined,
    obligations: 'value' in obligations ? obligations.value : undefined,
  };
}
