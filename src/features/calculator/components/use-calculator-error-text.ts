import { useIntl } from 'react-intl';
import type { LendingViolation } from '@/lib/lending/lending-rules';
import { useFormatMoney } from '@/lib/format/money';
import { calculatorErrorMessages as e } from '../messages/calculator';
import { AMOUNT_MAX } from '@/lib/input/digits';
import { YEARS_MAX, YEARS_MIN, type CalculatorError } from '../schemas/calculator';

/** The calculator's number fields: their errors name them ("Enter the price in numbers, …"). */
export type CalculatorField =
  'price' | 'downPayment' | 'years' | 'feesPercent' | 'income' | 'obligations';

/** What to type in each field, for the "in numbers, e.g. …" error. */
const EXAMPLES: Record<CalculatorField, number> = {
  price: 1_250_000,
  downPayment: 125_000,
  years: 25,
  feesPercent: 2.5,
  income: 15_000,
  obligations: 2_000,
};

/** What the texts name besides the error: the fees cap, the home, the loan asked for. */
type Context = { feesMaxPercent?: number; firstHome?: boolean; loan?: number };

/** `(field, error) => text` of the calculator's errors, amounts as money in the active language. */
export function useCalculatorErrorText({
  feesMaxPercent = 0,
  firstHome = true,
  loan = 0,
}: Context = {}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });

  const violationText = ({ code, meta }: LendingViolation) => {
    const amount = formatMoney(meta.limit);
    if (code === 'down_payment__below_ltv')
      return intl.formatMessage(e.belowLtv, {
        firstHome: firstHome ? 'yes' : 'no',
        percent: percent(meta.percent ?? 0),
        amount,
      });
    if (code === 'loan_amount__above_maximum')
      return intl.formatMessage(e.aboveMax, {
        loan: formatMoney(loan),
        max: formatMoney(meta.max ?? 0),
        amount,
      });
    return intl.formatMessage(e.belowMin, {
      loan: formatMoney(loan),
      min: formatMoney(meta.min ?? 0),
    });
  };

  return (field: CalculatorField, error: CalculatorError | LendingViolation | undefined) => {
    if (error === undefined) return undefined;
    if (typeof error === 'object') return violationText(error);
    return intl.formatMessage(e[error], {
      field,
      example: EXAMPLES[field],
      min: YEARS_MIN,
      max:
        error === 'tooLarge'
          ? formatMoney(AMOUNT_MAX)
          : error === 'feesRange'
            ? feesMaxPercent
            : YEARS_MAX,
    });
  };
}
