import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { FinancingOffer } from '@generated/model';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ControlledSelect } from '@/components/form/controlled-fields';
import { safeApiUrl } from '@/lib/navigation/safe-url';
import { CostBar } from './cost-bar';
import { offerMessages as m } from './messages';
import { OfferBadges } from './offer-badges';
import { FeesFigure, LoanFigure, ProfitRateFigure } from './offer-figures';
import { useOfferFormat } from './offer-format';
import { isOfferExpired, offerMarks } from './offer-marks';
import { OFFER_SORTS, type OfferSort, type OfferSortKey } from './offer-sort';
import { OfferValidity } from './offer-validity';

export type OffersProps = {
  /** Already in the order of `sort`. */
  offers: readonly FinancingOffer[];
  sort: OfferSort;
  onSort: (sort: OfferSort) => void;
  canChoose: boolean;
  onChoose: (offer: FinancingOffer) => void;
  now: number;
};

/** The names of the table's sortable columns, for the phone's sort choices. */
const SORT_LABELS: Record<OfferSortKey, MessageDescriptor> = {
  monthly_installment: m.installment,
  apr: m.aprShort,
  total_cost: m.totalPayable,
};
const DIRECTIONS = ['ascending', 'descending'] as const;

/** Shown below the small breakpoint only; display: none also hides it from assistive technology. */
const Phone = styled.div`
  ${({ theme }) => theme.media.sm} {
    display: none;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  min-inline-size: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  &[data-chosen='true'] {
    border-inline-start: 4px solid ${({ theme }) => theme.colors.success};
  }
  &[data-expired='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.4;
  }
  h2 img {
    flex: none;
    inline-size: 32px;
    block-size: 32px;
    object-fit: contain;
  }
  small {
    display: block;
    font-size: 0.875rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* A long mark wraps instead of widening the page on a narrow phone. */
  ${Badge} {
    white-space: normal;
  }
  [data-marks] {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin-block-start: 6px;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px 16px;
    margin: 12px 0;
  }
  dl > div {
    min-inline-size: 0;
  }
  dl > [data-wide='true'] {
    grid-column: 1 / -1;
  }
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* Stacked: a figure over its detail; a mark keeps its own width (align-self in Badge). */
  dd {
    display: flex;
    flex-direction: column;
    margin: 0;
    font-weight: 600;
  }
  [data-main='true'] dd {
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  button {
    inline-size: 100%;
  }
`;

function Figure(props: {
  label: MessageDescriptor;
  children: ReactNode;
  main?: boolean;
  wide?: boolean;
}) {
  const intl = useIntl();
  return (
    <div data-main={props.main} data-wide={props.wide}>
      <dt>{intl.formatMessage(props.label)}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

/**
 * The offers on a phone, where the table would be wider than the screen: one card per offer with
 * the table's figures and marks, and the table's sorts as a select. Rendered with the table and
 * hidden by CSS from the small breakpoint up, so the server renders the same page for every screen.
 */
export function OfferCards({ offers, sort, onSort, canChoose, onChoose, now }: OffersProps) {
  const intl = useIntl();
  const { money, percent, date } = useOfferFormat();
  const id = useId();
  const marks = offerMarks(offers, now);
  const largest = Math.max(...offers.map((offer) => offer.total_cost));
  return (
    <Phone>
      <ControlledSelect
        id={`${id}-sort`}
        label={intl.formatMessage(m.sortBy)}
        value={`${sort.key}:${sort.direction}`}
        onValueChange={(value) => {
          const [key, direction] = value.split(':');
          onSort({ key, direction } as OfferSort);
        }}
      >
        {OFFER_SORTS.flatMap((key) =>
          DIRECTIONS.map((direction) => (
            <option key={`${key}:${direction}`} value={`${key}:${direction}`}>
              {intl.formatMessage(direction === 'ascending' ? m.sortAscending : m.sortDescending, {
                column: intl.formatMessage(SORT_LABELS[key]),
              })}
            </option>
          )),
        )}
      </ControlledSelect>
      <List aria-label={intl.formatMessage(m.scrollHint)}>
        {offers.map((offer) => {
          const expired = isOfferExpired(offer, now);
          const headingId = `${id}-${offer.id}`;
          const buttonId = `${headingId}-choose`;
          return (
            <li key={offer.id}>
              <Card
                aria-labelledby={headingId}
                data-offer={offer.id}
                data-expired={expired}
                data-chosen={offer.is_chosen}
              >
                <h2 id={headingId}>
                  {offer.bank.logo && <img src={safeApiUrl(offer.bank.logo.url)} alt="" />}
                  {offer.bank.name}
                </h2>
                <small>{offer.product_name}</small>
                <span data-marks>
                  <OfferBadges offer={offer} marks={marks} />
                </span>
                <dl>
                  <Figure label={m.installment} main>
                    {money(offer.monthly_installment)}
                  </Figure>
                  <Figure label={m.aprShort}>{percent(offer.apr)}</Figure>
                  <Figure label={m.profitRate}>
                    <ProfitRateFigure offer={offer} />
                  </Figure>
                  <Figure label={m.totalProfit}>{money(offer.total_profit)}</Figure>
                  <Figure label={m.loanAmount} wide>
                    <LoanFigure offer={offer} />
                  </Figure>
                  <Figure label={m.fees} wide>
                    <FeesFigure offer={offer} />
                  </Figure>
                  <Figure label={m.totalPayable} main wide>
                    <span>{money(offer.total_cost)}</span>
                    <CostBar offer={offer} largest={largest} />
                  </Figure>
                  {offer.first_installment_date && (
                    <Figure label={m.firstInstallment}>{date(offer.first_installment_date)}</Figure>
                  )}
                  <Figure label={m.validity} wide>
                    <OfferValidity validUntil={offer.valid_until} now={now} />
                  </Figure>
                  {offer.conditions.length > 0 && (
                    <Figure label={m.conditions} wide>
                      {offer.conditions.join(' · ')}
                    </Figure>
                  )}
                </dl>
                {canChoose && !expired && (
                  // Named "Choose this offer" and the bank, so a list of the buttons says whose.
                  <Button
                    type="button"
                    id={buttonId}
                    aria-labelledby={`${buttonId} ${headingId}`}
                    onClick={() => onChoose(offer)}
                  >
                    {intl.formatMessage(m.choose)}
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </List>
    </Phone>
  );
}
