import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { Reservation } from '@generated/model';
import { DetailRow as Row, DetailsList as Details } from '@/components/details-list';
import { RecordItem as Item } from '@/components/paged-list';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/money';
import { reservationMessages as m } from './messages';
import { paymentMethodMessages, ReservationStatusBadge } from './status';

const UNPAID = new Set<Reservation['status']>(['created', 'waiting_for_transfer']);

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 8px 0 0;
`;

const Disclosure = styled.details`
  margin-top: 8px;
  summary {
    cursor: pointer;
    padding-block: 10px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/**
 * One reservation. Reservations have no page of their own: the details open in place, and the unit
 * (and, while unpaid, its checkout) are linked.
 */
export function ReservationRow({ reservation }: { reservation: Reservation }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = (value: string) =>
    intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const { unit, payment, bank_transfer: transfer } = reservation;
  const unpaid = UNPAID.has(reservation.status);

  return (
    <Item>
      <header>
        <h2>{intl.formatMessage(m.reservationNumber, { number: reservation.number })}</h2>
        <ReservationStatusBadge status={reservation.status} />
      </header>
      <p>
        {intl.formatMessage(m.unit, {
          title: unit.title,
          number: unit.number,
          project: unit.project_name,
        })}
      </p>
      <p>{intl.formatMessage(m.createdAt, { date: dateTime(reservation.created_at) })}</p>
      <Disclosure>
        <summary>{intl.formatMessage(m.details)}</summary>
        <Details>
          <Row label={intl.formatMessage(m.amount)}>
            {money(reservation.amount, { fractions: true })}
          </Row>
          <Row label={intl.formatMessage(m.price)}>{money(unit.price)}</Row>
          {unpaid && (
            <Row label={intl.formatMessage(m.reservedTill)}>
              {dateTime(reservation.reserved_till)}
            </Row>
          )}
          {reservation.start_date && reservation.end_date && (
            <Row label={intl.formatMessage(m.period)}>
              {intl.formatMessage(m.periodValue, {
                start: date(reservation.start_date),
                end: date(reservation.end_date),
              })}
            </Row>
          )}
          {reservation.payment_option && (
            <Row label={intl.formatMessage(m.paymentOption)}>
              {intl.formatMessage(paymentMethodMessages[reservation.payment_option])}
            </Row>
          )}
          {payment && (
            <Row label={intl.formatMessage(m.paidAmount)}>
              {money(payment.paid_amount, { fractions: true })}
            </Row>
          )}
          {payment?.transaction_number && (
            <Row label={intl.formatMessage(m.transactionNumber)}>
              <bdi>{payment.transaction_number}</bdi>
            </Row>
          )}
          {transfer && reservation.status === 'waiting_for_transfer' && (
            <Row label={intl.formatMessage(m.transferDeadline)}>{dateTime(transfer.deadline)}</Row>
          )}
        </Details>
      </Disclosure>
      <Links>
        <Link href={paths.unit.getHref(unit.id)}>{intl.formatMessage(m.viewUnit)}</Link>
        {unpaid && (
          <Link href={paths.reservationCheckout.getHref(unit.id)}>{intl.formatMessage(m.pay)}</Link>
        )}
      </Links>
    </Item>
  );
}
