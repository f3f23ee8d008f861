import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/button';
import { safeApiUrl } from '@/lib/navigation/safe-url';
import { CostBar } from './cost-bar';
import { offerMessages as m } from './messages';
import { OfferBadges } from './offer-badges';
import { OfferCards, type OffersProps } from './offer-cards';
import { FeesFigure, LoanFigure, ProfitRateFigure } from './offer-figures';
import { useOfferFormat } from './offer-format';
import { isOfferExpired, offerMarks } from './offer-marks';
import { nextSort, type OfferSort, type OfferSortKey } from './offer-sort';
import { Legend, Scroller, SortButton, Table } from './offer-table-style';
import { OfferValidity } from './offer-validity';

const ARROWS = { ascending: '↑', descending: '↓', none: '↕' } as const;

/** The cap on a loan's fees together (SAMA): a share of the loan amount, or riyals if less. */
const FEES_CAP = { percent: 1, amount: 5000 } as const;

function SortHeader(props: {
  label: MessageDescriptor;
  sortKey: OfferSortKey;
  sort: OfferSort;
  onSort: (sort: OfferSort) => void;
}) {
  const intl = useIntl();
  const active = props.sort.key === props.sortKey;
  return (
    <th scope="col" aria-sort={active ? props.sort.direction : undefined}>
      <SortButton type="button" onClick={() => props.onSort(nextSort(props.sort, props.sortKey))}>
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
 * Below the small breakpoint the same offers are cards instead (offer-cards.tsx).
 */
export function OfferTable(props: OffersProps) {
  const { offers, sort, onSort, canChoose, onChoose, now } = props;
  const intl = useIntl();
  const { money, percent, date } = useOfferFormat();
  const captionId = useId();
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
                      <OfferBadges offer={offer} marks={marks} />
                    </span>
                  </th>
                  <td className="installment">{money(offer.monthly_installment)}</td>
                  <td>{percent(offer.apr)}</td>
                  <td>
                    <ProfitRateFigure offer={offer} />
                  </td>
                  <td>
                    <LoanFigure offer={offer} />
                  </td>
                  <td>{money(offer.total_profit)}</td>
                  <td>
                    <FeesFigure offer={offer} />
                  </td>
                  <td>
                    <strong>{money(offer.total_cost)}</strong>
                    <CostBar offer={offer} largest={largest} />
                  </td>
                  <td>
                    {offer.first_installment_date ? date(offer.first_installment_date) : null}
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
      <OfferCards {...props} />
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
            <i data-part={part} aria-hidden="true" />
            {intl.formatMessage(label)}
          </span>
        ))}
      </Legend>
      <Legend>
        {intl.formatMessage(m.sumNote, {
          percent: percent(FEES_CAP.percent),
          amount: money(FEES_CAP.amount),
        })}
      </Legend>
    </>
  );
}
