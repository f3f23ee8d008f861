import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { FinancingOffer } from '@generated/model';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { useFormatMoney } from '@/lib/money';
import { safeApiUrl } from '@/lib/safe-url';
import { CostBar, PART_COLORS } from './cost-bar';
import { offerMessages as m } from './messages';
import { isOfferExpired, offerMarks } from './offer-marks';
import type { OfferSort, OfferSortKey } from './offer-sort';
import { Legend, Scroller, SortButton, Table } from './offer-table-style';
import { OfferValidity } from './offer-validity';

type Props = {
  /** Already in the order of `sort`. */
  offers: readonly FinancingOffer[];
  sort: OfferSort;
  onSort: (key: OfferSortKey) => void;
  canChoose: boolean;
  onChoose: (offer: FinancingOffer) => void;
  now: number;
};

const ARROWS = { ascending: '↑', descending: '↓', none: '↕' } as const;

function SortHeader(props: {
  label: MessageDescriptor;
  sortKey: OfferSortKey;
  sort: OfferSort;
  onSort: (key: OfferSortKey) => void;
}) {
  const intl = useIntl();
  const active = props.sort.key === props.sortKey;
  return (
    <th scope="col" aria-sort={active ? props.sort.direction : undefined}>
      <SortButton type="button" onClick={() => props.onSort(props.sortKey)}>
        {intl.formatMessage(props.label)}
        <span aria-hidden="true">{ARROWS[active ? props.sort.direction : 'none']}</span>
      </SortButton>
    </th>
  );
}

/**
 * The offers side by side (SAMA disclosure: APR, profit rate and type, installment, term, amounts,
 * fees, total payable, first installment, validity), one row per offer under a fixed bank column;
 * sortable by installment, APR and total cost; the cheapest marked; expired offers cannot be chosen.
 */
export function OfferTable({ offers, sort, onSort, canChoose, onChoose, now }: Props) {
  const intl = useIntl();
  const money = useFormatMoney();
  const captionId = useId();
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  const marks = offerMarks(offers, now);
  const largest = Math.max(...offers.map((offer) => offer.total_cost));
  const header = (label: MessageDescriptor) => <th scope="col">{intl.formatMessage(label)}</th>;
  const sortable = (label: MessageDescriptor, key: OfferSortKey): ReactNode => (
    <SortHeader label={label} sortKey={key} sort={sort} onSort={onSort} />
  );
  return (
    <>
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table>
          <caption id={captionId}>{intl.formatMessage(m.scrollHint)}</caption>
          <thead>
            <tr>
              {header(m.bank)}
              {sortable(m.installment, 'monthly_installment')}
              {sortable(m.aprShort, 'apr')}
              {header(m.profitRate)}
              {header(m.loanAmount)}
              {header(m.totalProfit)}
              {header(m.fees)}
              {sortable(m.totalPayable, 'total_cost')}
              {header(m.firstInstallment)}
              {header(m.validity)}
              {header(m.action)}
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => {
              const expired = isOfferExpired(offer, now);
              const rowId = `offer-${offer.id}`;
              return (
                <tr
                  key={offer.id}
                  data-offer={offer.id}
                  data-expired={expired}
                  data-chosen={offer.is_chosen}
                >
                  <th scope="row" id={rowId}>
                    {offer.bank.logo && <img src={safeApiUrl(offer.bank.logo.url)} alt="" />}
                    {offer.bank.name}
                    <small>{offer.product_name}</small>
                    {offer.conditions.length > 0 && (
                      <small aria-label={intl.formatMessage(m.conditions)}>
                        {offer.conditions.join(' · ')}
                      </small>
                    )}
                    <span data-marks>
                      {offer.is_chosen && (
                        <Badge $tone="success">{intl.formatMessage(m.chosen)}</Badge>
                      )}
                      {marks.cheapestTotal.has(offer.id) && (
                        <Badge $tone="progress">{intl.formatMessage(m.lowestTotal)}</Badge>
                      )}
                      {marks.lowestInstallment.has(offer.id) && (
                        <Badge $tone="progress">{intl.formatMessage(m.lowestInstallment)}</Badge>
                      )}
                    </span>
                  </th>
                  <td className="installment">{money(offer.monthly_installment)}</td>
                  <td>{percent(offer.apr)}</td>
                  <td>
                    <span>{percent(offer.profit_rate)}</span>
                    <small>
                      {intl.formatMessage(offer.loan_type === 'fixed' ? m.fixed : m.variable)}
                    </small>
                  </td>
                  <td>
                    <span>{money(offer.loan_amount)}</span>
                    <small>
                      {intl.formatMessage(m.loanTerms, {
                        years: offer.loan_term_years,
                        downPayment: money(offer.down_payment),
                      })}
                    </small>
                  </td>
                  <td>{money(offer.total_profit)}</td>
                  <td>
                    <span>{money(offer.bank_fee + offer.admin_fees)}</span>
                    <small>
                      {intl.formatMessage(m.feeParts, {
                        bankFee: money(offer.bank_fee),
                        adminFees: money(offer.admin_fees),
                      })}
                    </small>
                  </td>
                  <td>
                    <strong>{money(offer.total_cost)}</strong>
                    <CostBar offer={offer} largest={largest} />
                  </td>
                  <td>
                    {offer.first_installment_date
                      ? intl.formatDate(offer.first_installment_date, {
                          dateStyle: 'medium',
                          timeZone: 'UTC',
                        })
                      : null}
                  </td>
                  <td>
                    <OfferValidity validUntil={offer.valid_until} now={now} />
                  </td>
                  <td>
                    {canChoose && !expired && (
                      <Button
                        type="button"
                        onClick={() => onChoose(offer)}
                        aria-describedby={rowId}
                      >
                        {intl.formatMessage(m.choose)}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroller>
      <Legend>
        {intl.formatMessage(m.barLegend)}
        {(
          [
            ['loan', m.loanAmount],
            ['profit', m.totalProfit],
            ['fees', m.fees],
          ] as const
        ).map(([part, label]) => (
          <span key={part}>
            <i style={{ background: PART_COLORS[part] }} aria-hidden="true" />
            {intl.formatMessage(label)}
          </span>
        ))}
      </Legend>
      <Legend>{intl.formatMessage(m.sumNote)}</Legend>
    </>
  );
}
