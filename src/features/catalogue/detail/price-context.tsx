import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  useGetDistrictPriceStats,
  useGetPropertyPriceHistory,
  useGetUnitPriceHistory,
} from '@generated/api/prices/prices';
import type { PriceHistory, PropertyGroup, PropertyType } from '@generated/model';
import { useFormatMoney } from '@/lib/format/money';
import { DetailSection } from './detail-layout';
import { priceContextMessages as m } from '../messages/price-context';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 8px;
`;

const HOUR = 3_600_000;

/** The sales a listing is compared with: villas with villas, flats with flats. */
export function groupOfType(type: PropertyType): PropertyGroup | undefined {
  if (type === 'house') return 'villa';
  return ['flat', 'apartment', 'studio', 'hotel_apartment'].includes(type)
    ? 'apartment'
    : undefined;
}

export type PriceContextProps = {
  kind: 'unit' | 'property';
  id: number;
  pricePerM2: number;
  districtId?: number;
  type: PropertyType;
  /** A rent is not compared with sale prices; its history still shows. */
  sale: boolean;
};

function DistrictFigure({ districtId, pricePerM2, type }: PriceContextProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const group = groupOfType(type);
  const stats = useGetDistrictPriceStats(
    districtId ?? 0,
    group ? { property_group: group } : undefined,
    { query: { enabled: districtId !== undefined, staleTime: HOUR } },
  ).data;
  // No figure below 10 sales: the server publishes no median then.
  if (!stats?.median_price_per_m2) return null;
  const median = stats.median_price_per_m2;
  const difference = intl.formatNumber((pricePerM2 - median) / median, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  return (
    <div data-testid="district-price">
      <p>
        {intl.formatMessage(m.district, {
          price: money(pricePerM2),
          median: money(median),
          difference,
        })}
      </p>
      <Muted>
        {intl.formatMessage(m.sales, {
          count: stats.sales_count,
          district: stats.district.name,
          months: stats.period_months,
          source: stats.source,
          date: intl.formatDate(`${stats.period_end}T12:00:00Z`, {
            month: 'short',
            year: 'numeric',
          }),
        })}
      </Muted>
    </div>
  );
}

function History({ history }: { history: PriceHistory }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <div data-testid="price-history">
      <h3>{intl.formatMessage(m.historyTitle)}</h3>
      <Muted>
        {intl.formatMessage(m.listed, {
          date: date(history.listed_at),
          price: money(history.listed_price),
          days: history.days_on_market,
        })}
      </Muted>
      {history.changes.length === 0 ? (
        <Muted>{intl.formatMessage(m.noChange)}</Muted>
      ) : (
        <ol>
          {history.changes.map((change) => (
            <li key={change.changed_at}>
              {intl.formatMessage(m.change, {
                date: date(change.changed_at),
                price: money(change.price),
                percent: intl.formatNumber(change.change_percent / 100, {
                  style: 'percent',
                  maximumFractionDigits: 1,
                  signDisplay: 'exceptZero',
                }),
              })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function UnitHistory({ id }: { id: number }) {
  const { data } = useGetUnitPriceHistory(id, { query: { staleTime: 60_000 } });
  return data ? <History history={data} /> : null;
}

function PropertyHistory({ id }: { id: number }) {
  const { data } = useGetPropertyPriceHistory(id, { query: { staleTime: 60_000 } });
  return data ? <History history={data} /> : null;
}

/**
 * What a price means, loaded when it comes into view: the price per m² beside the district's median
 * of registered sales (hidden below 10 sales), and the listing's own price changes.
 */
export default function PriceContext(props: PriceContextProps) {
  const intl = useIntl();
  return (
    <DetailSection title={intl.formatMessage(m.title)} testId="price-context">
      {props.sale && <DistrictFigure {...props} />}
      {props.kind === 'unit' ? <UnitHistory id={props.id} /> : <PropertyHistory id={props.id} />}
    </DetailSection>
  );
}
