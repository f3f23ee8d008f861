import { useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@/lib/format/money';
import { useRates } from '../../api/lookups';
import { wizardMessages as w } from '../../messages/wizard';
import { loanAmount, loanPercent, monthlyInstallment } from '../../schemas/loan';
import { toNumber, type WizardValues } from '../../schemas/values';
import { FiguresList as Facts } from '@/components/figures-list';
import { Card } from '../ui';

const finite = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value : undefined;

/** The loan amount and the main offer info as the customer types (an estimate, not an offer). */
export function LoanSummary({ price }: { price: number | undefined }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const rates = useRates();
  const { values } = useFormState<WizardValues>({ subscription: { values: true } });
  if (!price) return <Card as="div">{intl.formatMessage(w.summaryNoPrice)}</Card>;
  const down = finite(toNumber(values.down_payment)) ?? 0;
  const years = finite(toNumber(values.loan_term_years));
  const rate = rates.data?.default_profit_rate;
  const amount = loanAmount(price, down);
  const installment =
    rate !== undefined && years ? monthlyInstallment(amount, rate, years) : undefined;
  return (
    <Card aria-labelledby="loan-summary-title" aria-live="polite">
      <h3 id="loan-summary-title">{intl.formatMessage(w.summaryTitle)}</h3>
      <Facts>
        <dt>{intl.formatMessage(w.summaryPrice)}</dt>
        <dd>{money(price)}</dd>
        <dt>{intl.formatMessage(w.summaryLoan)}</dt>
        <dd>{money(amount)}</dd>
        <dt>{intl.formatMessage(w.summaryPercent)}</dt>
        <dd>
          {intl.formatNumber(loanPercent(price, down) / 100, {
            style: 'percent',
            maximumFractionDigits: 1,
          })}
        </dd>
        {installment !== undefined && (
          <>
            <dt>{intl.formatMessage(w.summaryInstallment)}</dt>
            <dd>{money(installment)}</dd>
          </>
        )}
      </Facts>
      {rate !== undefined && (
        <p>{intl.formatMessage(w.summaryRateNote, { rate: intl.formatNumber(rate) })}</p>
      )}
    </Card>
  );
}
