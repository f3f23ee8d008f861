import { useIntl } from 'react-intl';
import { useFormatMoney } from '@/lib/format/money';

/** An offer's figures as the table and the cards both write them (one format for both). */
export function useOfferFormat() {
  const intl = useIntl();
  return {
    money: useFormatMoney(),
    percent: (value: number) =>
      intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 }),
    date: (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}
