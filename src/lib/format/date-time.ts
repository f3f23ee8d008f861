import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

type Options = Parameters<IntlShape['formatDate']>[1];

const DATE_TIME: Options = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A date and time (or a time alone) in the reader's language, with a no-break space before the day
 * period: "1:05 م" and "1:05 PM" never wrap to leave "م" or "PM" alone on a line.
 */
export function formatDateTime(
  intl: IntlShape,
  value: string | number | Date,
  options = DATE_TIME,
) {
  const parts = intl.formatDateToParts(value, options);
  return parts
    .map((part, at) =>
      part.type === 'literal' && parts[at + 1]?.type === 'dayPeriod'
        ? part.value.replace(/\s/g, '\u00a0')
        : part.value,
    )
    .join('');
}

export function useFormatDateTime() {
  const intl = useIntl();
  return useCallback(
    (value: string | number | Date, options?: Options) => formatDateTime(intl, value, options),
    [intl],
  );
}
