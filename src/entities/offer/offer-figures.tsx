import { useIntl } from 'react-intl';
import type { FinancingOffer } from '@generated/model';
import { offerMessages as m } from './messages';
import { useOfferFormat } from './offer-format';

type Props = { offer: FinancingOffer };

/** The profit rate and whether it is fixed (a table cell's or a card figure's content). */
export function ProfitRateFigure({ offer }: Props) {
  const intl = useIntl();
  const { percent } = useOfferFormat();
  return (
    <>
      <span>{percent(offer.profit_rate)}</span>
      <small>{intl.formatMessage(offer.loan_type === 'fixed' ? m.fixed : m.variable)}</small>
    </>
  );
}

/** The loan amount with its term and down payment. */
export function LoanFigure({ offer }: Props) {
  const intl = useIntl();
  const { money } = useOfferFormat();
  return (
    <>
      <span>{money(offer.loan_amount)}</span>
      <small>
        {intl.formatMessage(m.loanTerms, {
          years: offer.loan_term_years,
          downPayment: money(offer.down_payment),
        })}
      </small>
    </>
  );
}

/** The fees together, then their parts. */
export function FeesFigure({ offer }: Props) {
  const intl = useIntl();
  const { money } = useOfferFormat();
  return (
    <>
      <span>{money(offer.bank_fee + offer.admin_fees)}</span>
      <small>
        {intl.formatMessage(m.feeParts, {
          bankFee: money(offer.bank_fee),
          adminFees: money(offer.admin_fees),
        })}
      </small>
    </>
  );
}
