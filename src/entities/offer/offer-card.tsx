import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FinancingOffer } from '@generated/model';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { FiguresList as Facts } from '@/components/figures-list';
import { useFormatMoney } from '@/lib/money';
import { offerMessages as m } from './messages';
import { safeApiUrl } from '@/lib/safe-url';

const Item = styled.li<{ $chosen: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: ${({ $chosen, theme }) => ($chosen ? `2px solid ${theme.colors.success}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  header {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  header img {
    width: 48px;
    height: 48px;
    object-fit: contain;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  .installment {
    font-size: 1.5rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    margin: 0;
  }
  ul {
    margin: 0;
    padding-inline-start: 20px;
    font-size: 0.875rem;
  }
  button {
    margin-top: auto;
  }
`;

type Props = {
  offer: FinancingOffer;
  canChoose: boolean;
  onChoose: (offer: FinancingOffer) => void;
};

/** One bank's offer with the disclosure needed to compare (SAMA style). */
export function OfferCard({ offer, canChoose, onChoose }: Props) {
  const intl = useIntl();
  const money = useFormatMoney();
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  const titleId = `offer-${offer.id}`;
  const [shownAt] = useState(() => Date.now());
  const expired = !offer.is_chosen && Date.parse(offer.valid_until) < shownAt;
  const rows: [string, string][] = [
    [intl.formatMessage(m.product), offer.product_name],
    [
      intl.formatMessage(m.loanType),
      intl.formatMessage(offer.loan_type === 'fixed' ? m.fixed : m.variable),
    ],
    [intl.formatMessage(m.profitRate), percent(offer.profit_rate)],
    [intl.formatMessage(m.apr), percent(offer.apr)],
    [intl.formatMessage(m.loanAmount), money(offer.loan_amount)],
    [intl.formatMessage(m.downPayment), money(offer.down_payment)],
    [intl.formatMessage(m.term), intl.formatNumber(offer.loan_term_years)],
    [intl.formatMessage(m.coverage), percent(offer.property_coverage_percent)],
    [intl.formatMessage(m.bankFee), money(offer.bank_fee)],
    ...(offer.admin_fees !== undefined
      ? [[intl.formatMessage(m.adminFees), money(offer.admin_fees)] as [string, string]]
      : []),
    [intl.formatMessage(m.totalProfit), money(offer.total_profit)],
    [intl.formatMessage(m.totalCost), money(offer.total_cost)],
    ...(offer.first_installment_date
      ? [
          [
            intl.formatMessage(m.firstInstallment),
            intl.formatDate(offer.first_installment_date, { dateStyle: 'medium', timeZone: 'UTC' }),
          ] as [string, string],
        ]
      : []),
    [intl.formatMessage(m.validUntil), intl.formatDate(offer.valid_until, { dateStyle: 'medium' })],
    [intl.formatMessage(m.agent), offer.prepared_by_agent.name],
  ];
  return (
    <Item $chosen={offer.is_chosen} aria-labelledby={titleId}>
      <header>
        {offer.bank.logo && <img src={safeApiUrl(offer.bank.logo.url)} alt="" />}
        <h2 id={titleId}>{offer.bank.name}</h2>
        {offer.is_chosen && <Badge $tone="success">{intl.formatMessage(m.chosen)}</Badge>}
        {expired && <Badge $tone="danger">{intl.formatMessage(m.expired)}</Badge>}
      </header>
      <p className="installment">
        <span className="visually-hidden">{intl.formatMessage(m.installment)} </span>
        {money(offer.monthly_installment)}
      </p>
      <Facts>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {offer.conditions.length > 0 && (
        <div>
          <h3 className="visually-hidden">{intl.formatMessage(m.conditions)}</h3>
          <ul>
            {offer.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
        </div>
      )}
      {canChoose && !expired && (
        <Button type="button" onClick={() => onChoose(offer)} aria-describedby={titleId}>
          {intl.formatMessage(m.choose)}
        </Button>
      )}
    </Item>
  );
}
