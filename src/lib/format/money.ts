import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** `fractions`: halalas, shown only when the amount has them (a whole fee reads like a whole price). */
type MoneyOptions = { compact?: boolean; fractions?: boolean };

/**
 * SAR in the active language (Latin digits in Arabic too, see INTL_LOCALE). The Arabic symbol "ر.س."
 * is written without its last full stop: a sentence ending on an amount would show "ر.س..".
 */
export function formatMoney(
  intl: IntlShape,
  amount: number,
  { compact = false, fractions = false }: MoneyOptions = {},
): string {
  const halalas = fractions && !Number.isInteger(amount);
  return intl
    .formatNumberToParts(amount, {
      style: 'currency',
      currency: 'SAR',
      notation: compact ? 'compact' : 'standard',
      minimumFractionDigits: halalas ? 2 : 0,
      maximumFractionDigits: compact ? 1 : halalas ? 2 : 0,
    })
    .map((part) => (part.type === 'currency' ? part.value.replace(/\.$/, '') : part.value))
    .join('');
}

export function useFormatMoney(): (amount: number, options?: MoneyOptions) => string {
  const intl = useIntl();
  return useCallback((amount, options) => formatMoney(intl, amount, options), [intl]);
}
