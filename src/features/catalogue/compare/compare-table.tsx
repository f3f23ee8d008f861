import { useId, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { listingMessages } from '@/components/card';
import { ListingImage } from '@/components/listing-image';
import { paths } from '@/config/paths';
import { reservationMessages } from '@/entities/reservation';
import { useFormatMoney } from '@/lib/format/money';
import { facadeMessages, readinessMessages } from '../messages/enums';
import { filterMessages } from '../messages/catalogue';
import { characteristicMessages as c } from '../messages/characteristics';
import { detailMessages as d } from '../messages/detail';
import { compareTableMessages as m } from '../messages/compare';
import { compareRows, type CompareListing, type RawValue, type RowKey } from './compare-rows';
import { budgetFitMessages } from '@/entities/budget';
import type { EstimateSource } from './use-monthly-estimate';

const Scroller = styled.div`
  overflow-x: auto;
  margin-block: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media print {
    overflow: visible;
    border: none;
  }
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  width: 100%;
  min-width: max-content;
  caption {
    text-align: start;
    padding: 8px 12px;
    font-weight: 600;
  }
  th,
  td {
    padding: 8px 12px;
    text-align: start;
    vertical-align: top;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 9.5rem;
    max-width: 16rem;
    background: ${({ theme }) => theme.colors.surface};
  }
  /* The row names stay in view while the homes scroll beside them. */
  tr > :first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    min-width: 7rem;
    max-width: 9rem;
    border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 600;
  }
  thead th {
    font-weight: 400;
  }
  thead h2 {
    font-size: 1rem;
    margin: 8px 0 4px;
    line-height: 1.4;
  }
  tr[data-differs] > * {
    background: ${({ theme }) => theme.colors.background};
  }
  .pending {
    min-height: 8rem;
  }
  .mark {
    display: block;
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  .source {
    display: block;
    font-size: 0.8rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .mark::before {
    content: '≠ ';
  }
  button {
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    cursor: pointer;
  }
  ${({ theme }) => theme.media.md} {
    th,
    td {
      min-width: 12rem;
    }
    tr > :first-child {
      min-width: 10rem;
      max-width: 14rem;
    }
  }
  @media print {
    min-width: 0;
    font-size: 9pt;
    th,
    td {
      min-width: 0;
      padding: 3px 6px;
    }
    tr > :first-child {
      position: static;
    }
    line-height: 1.3;
    button,
    .photo {
      display: none;
    }
    .mark {
      display: inline;
      margin-inline-start: 6px;
    }
    tr,
    th,
    td {
      break-inside: avoid;
    }
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
  }
  /* The share button (shared with the detail pages' price box). */
  .contact {
    min-height: 44px;
    padding: 8px 20px;
    border-radius: ${({ theme }) => theme.radius};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }
  @media print {
    display: none;
  }
`;

const LABELS: Record<RowKey, MessageDescriptor> = {
  price: d.price,
  pricePerM2: m.pricePerM2,
  monthly: m.monthly,
  totalArea: c.total_area,
  livingArea: c.living_area,
  buildingArea: c.building_area,
  landArea: c.land_area,
  bedrooms: c.bedrooms,
  bathrooms: c.bathrooms,
  livingRooms: c.living_rooms,
  floor: d.floor,
  facade: c.facade,
  readiness: filterMessages.readiness,
  restrictions: d.restrictions,
  license: m.license,
  reservationFee: reservationMessages.amount,
};

/** A column: a listing, or a home that could not be shown (`missing`: not found; otherwise loading). */
export type CompareColumn =
  | { state: 'shown'; listing: CompareListing; monthly?: number }
  | { state: 'missing' | 'loading' | 'failed'; kind: CompareListing['kind']; id: number };

type Props = {
  columns: CompareColumn[];
  /** Where the monthly figures come from (said under the row's name). */
  monthlySource?: EstimateSource;
  onRemove: (column: CompareColumn) => void;
  /** A column that failed to load (its retry). */
  failed?: (column: CompareColumn) => ReactNode;
  tools?: ReactNode;
};

/** The comparison: one column a home, one row a fact, the rows whose values differ marked. */
export function CompareTable({ columns, monthlySource, onRemove, failed, tools }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const captionId = useId();
  const shown = columns.flatMap((column) => (column.state === 'shown' ? [column] : []));
  const rows = compareRows(
    shown.map((column) => column.listing),
    shown.map((column) => column.monthly),
    { onlyDifferences: onlyDifferences && shown.length > 1 },
  );
  const notStated = intl.formatMessage(m.notGiven);
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });
  const area = (value: number) =>
    intl.formatMessage(listingMessages.area, { area: intl.formatNumber(value) });

  const cell = (key: RowKey, value: RawValue, listing: CompareListing): ReactNode => {
    if (value === undefined) return notStated;
    switch (key) {
      case 'price':
      case 'pricePerM2':
      case 'reservationFee':
        return formatMoney(value as number);
      case 'monthly':
        return intl.formatMessage(budgetFitMessages.perMonth, {
          amount: formatMoney(value as number),
        });
      case 'totalArea':
      case 'livingArea':
      case 'buildingArea':
      case 'landArea':
        return area(value as number);
      case 'floor':
        return value === 0 ? intl.formatMessage(d.groundFloor) : intl.formatNumber(value as number);
      case 'facade':
        return intl.formatMessage(facadeMessages[listing.facade!]);
      case 'readiness':
        return intl.formatMessage(readinessMessages[listing.readiness]);
      case 'restrictions':
        return listing.restrictions.length === 0
          ? intl.formatMessage(m.noRestrictions)
          : intl.formatList(listing.restrictions.map((each) => intl.formatMessage(d[each])));
      case 'license':
        return intl.formatMessage(listing.license!.valid ? m.licenseValid : m.licenseExpired, {
          date: date(listing.license!.expiry),
        });
      default:
        return intl.formatNumber(value as number);
    }
  };

  const hrefOf = (kind: CompareListing['kind'], id: number) =>
    kind === 'unit' ? paths.unit.getHref(id) : paths.property.getHref(id);

  return (
    <>
      <Tools>
        {shown.length > 1 && (
          <label>
            <input
              type="checkbox"
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.target.checked)}
            />
            {intl.formatMessage(m.onlyDifferences)}
          </label>
        )}
        {tools}
      </Tools>
      {/* Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too. */}
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table data-testid="compare-table">
          <caption id={captionId}>
            {intl.formatMessage(m.caption, { count: columns.length })}
          </caption>
          <thead>
            <tr>
              <td>{intl.formatMessage(m.listing)}</td>
              {columns.map((column) => {
                const key = column.state === 'shown' ? column.listing : column;
                const title = column.state === 'shown' ? column.listing.title : undefined;
                return (
                  <th
                    key={`${key.kind}-${key.id}`}
                    scope="col"
                    data-column={`${key.kind}-${key.id}`}
                  >
                    {column.state === 'shown' ? (
                      <>
                        <div className="photo">
                          <ListingImage image={column.listing.image} alt="" sizes="12rem" />
                        </div>
                        <h2>
                          <Link href={hrefOf(key.kind, key.id)}>{title}</Link>
                        </h2>
                      </>
                    ) : column.state === 'missing' ? (
                      <p>{intl.formatMessage(m.missing)}</p>
                    ) : column.state === 'failed' ? (
                      failed?.(column)
                    ) : (
                      <div aria-busy="true" className="pending" />
                    )}
                    <button
                      type="button"
                      aria-label={title ? intl.formatMessage(m.remove, { title }) : undefined}
                      onClick={() => onRemove(column)}
                    >
                      {intl.formatMessage(m.removeShort)}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differs = shown.length > 1 && !row.same;
              return (
                <tr key={row.key} data-row={row.key} data-differs={differs || undefined}>
                  <th scope="row">
                    {intl.formatMessage(LABELS[row.key])}
                    {row.key === 'monthly' && monthlySource && (
                      <span className="source">
                        {intl.formatMessage(
                          monthlySource === 'budget' ? m.monthlyFromBudget : m.monthlyFromDefaults,
                        )}
                      </span>
                    )}
                    {differs && <span className="mark">{intl.formatMessage(m.differs)}</span>}
                  </th>
                  {columns.map((column) => {
                    const key = column.state === 'shown' ? column.listing : column;
                    const index = shown.findIndex((each) => each === column);
                    return (
                      <td key={`${key.kind}-${key.id}`}>
                        {column.state === 'shown' && index >= 0
                          ? cell(row.key, row.values[index], column.listing)
                          : null}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroller>
    </>
  );
}
