import { useIntl } from 'react-intl';
import { useListFinancingOffers } from '@generated/api/financing/financing';
import { FiguresList } from '@/components/figures-list';
import { InstallmentChart } from '@/components/installment-chart';
import { offerMessages as o } from '@/entities/offer';
import { useFormatMoney } from '@/lib/format/money';
import { detailMessages as m } from '../../messages/pages';
import { Card } from '../ui';

/** The offer the customer chose: its main figures and how its installment and balance evolve. */
export function ChosenOffer({ requestId, offerId }: { requestId: number; offerId: number }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const offers = useListFinancingOffers(requestId);
  const offer = offers.data?.results.find((item) => item.id === offerId);
  if (!offer) return null;
  return (
    <Card aria-labelledby="chosen-offer">
      <h2 id="chosen-offer">{intl.formatMessage(m.chosenOffer, { bank: offer.bank.name })}</h2>
      <FiguresList>
        <dt>{intl.formatMessage(o.installment)}</dt>
        <dd>{money(offer.monthly_installment)}</dd>
        <dt>{intl.formatMessage(o.loanAmount)}</dt>
        <dd>{money(offer.loan_amount)}</dd>
        <dt>{intl.formatMessage(o.totalProfit)}</dt>
        <dd>{money(offer.total_profit)}</dd>
        <dt>{intl.formatMessage(o.fees)}</dt>
        <dd>{money(offer.bank_fee + offer.admin_fees)}</dd>
        <dt>{intl.formatMessage(o.totalPayable)}</dt>
        <dd>{money(offer.total_cost)}</dd>
      </FiguresList>
      <InstallmentChart
        loan={offer.loan_amount}
        annualRatePercent={offer.profit_rate}
        months={offer.loan_term_years * 12}
        installment={offer.monthly_installment}
      />
    </Card>
  );
}
