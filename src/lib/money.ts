import { useCallback } from 'react';
import { useIntl } from 'react-intl';

type MoneyOptions = { compact?: boolean; fractions?: boolean };

/** SAR in the active language (Latin digits in Arabic too, see INTL_LOCALE). */
export function useFormatMoney(): (amount: number, options?: MoneyOptions) => string {
  const intl = useIntl();
  return useCallback(
    (amount, { compact = false, fractions = false } = {}) =>
      intl.formatNumber(amount, {
        style: 'currency',
        currency: 'SAR',
        notation: compact ? 'compact' : 'standard',
        minimumFractionDigits: fractions ? 2 : 0,
        maximumFractionDigits: compact ? 1 : fractions ? 2 : 0,
      }),
    [intl],
  );
}
