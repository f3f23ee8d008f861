import { useIntl } from 'react-intl';
import type { FinancingRates } from '@generated/model';
import { ControlledSelect } from '@/components/form/controlled-fields';
import { calculatorMessages as m } from '../messages/calculator';

export const DEFAULT_RATE_KEY = 'default';

/** The annual rate behind a choice of the profit-margin list. */
export function rateOf(rates: FinancingRates | undefined, key: string): number | undefined {
  if (!rates) return undefined;
  if (key === DEFAULT_RATE_KEY) return rates.default_profit_rate;
  return rates.rates[Number(key)]?.profit_rate;
}

type Props = {
  rates: FinancingRates | undefined;
  value: string;
  onChange: (key: string) => void;
  error?: string;
};

export function RateSelect({ rates, value, onChange, error }: Props) {
  const intl = useIntl();
  const percent = (rate: number) =>
    intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <ControlledSelect
      id="calculator-rate"
      label={intl.formatMessage(m.rate)}
      value={value}
      onValueChange={onChange}
      disabled={!rates}
      error={error}
      hint={
        rates
          ? intl.formatMessage(m.ratesUpdated, {
              date: intl.formatDate(rates.updated_at, { dateStyle: 'medium' }),
            })
          : intl.formatMessage(m.ratesLoading)
      }
    >
      {rates && (
        <>
          <option value={DEFAULT_RATE_KEY}>
            {intl.formatMessage(m.rateDefault, { rate: percent(rates.default_profit_rate) })}
          </option>
          {rates.rates.map((rate, index) => (
            <option key={`${rate.bank.id}-${rate.product}`} value={String(index)}>
              {intl.formatMessage(m.rateOption, {
                bank: rate.bank.name,
                product: rate.product,
                rate: percent(rate.profit_rate),
              })}
            </option>
          ))}
        </>
      )}
    </ControlledSelect>
  );
}
