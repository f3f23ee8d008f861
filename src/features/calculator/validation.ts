/** The calculator's typed values (strings as typed) and their checks, as error keys per field. */
import { parseAmount } from '@/lib/digits';

export type CalculatorValues = {
  price: string;
  downPayment: string;
  years: string;
  ratePercent: string;
  addFees: boolean;
  feesPercent: string;
  firstHome: boolean;
};

export type CalculatorError = 'required' | 'positive' | 'belowPrice' | 'yearsRange' | 'feesRange';
export type CalculatorErrors = Partial<Record<keyof CalculatorValues, CalculatorError>>;

export type ParsedCalculator = {
  price: number;
  downPayment: number;
  years: number;
  ratePercent: number;
  feesPercent: number;
};

export const YEARS_MIN = 1;
export const YEARS_MAX = 30;

export function validateCalculator(
  values: CalculatorValues,
  feesMaxPercent: number,
): { errors: CalculatorErrors; parsed?: ParsedCalculator } {
  const errors: CalculatorErrors = {};
  const price = parseAmount(values.price);
  const downPayment = parseAmount(values.downPayment) ?? 0;
  const years = parseAmount(values.years);
  const ratePercent = parseAmount(values.ratePercent);
  const feesPercent = values.addFees ? parseAmount(values.feesPercent) : 0;

  if (price === undefined) errors.price = 'required';
  else if (price <= 0) errors.price = 'positive';
  if (values.downPayment.trim() !== '' && parseAmount(values.downPayment) === undefined)
    errors.downPayment = 'positive';
  else if (price !== undefined && price > 0 && downPayment >= price)
    errors.downPayment = 'belowPrice';
  if (years === undefined) errors.years = 'required';
  else if (!Number.isInteger(years) || years < YEARS_MIN || years > YEARS_MAX)
    errors.years = 'yearsRange';
  if (ratePercent === undefined) errors.ratePercent = 'required';
  if (feesPercent === undefined || feesPercent < 0 || feesPercent > feesMaxPercent)
    errors.feesPercent = 'feesRange';

  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    parsed: {
      price: price as number,
      downPayment,
      years: years as number,
      ratePercent: ratePercent as number,
      feesPercent: feesPercent as number,
    },
  };
}
