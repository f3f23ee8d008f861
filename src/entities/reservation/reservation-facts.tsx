import { useIntl } from 'react-intl';
import { useFormatDateTime } from '@/lib/format/date-time';
import type { Reservation } from '@generated/model';
import { DetailRow as Row, DetailsList as Details } from '@/components/details-list';
import { Identifier } from '@/components/identifier';
import { useFormatMoney } from '@/lib/format/money';
import { reservationMessages as m } from './messages';
import { paymentMethodMessages } from './status';

const UNPAID = new Set<Reservation['status']>(['created', 'waiting_for_transfer']);

/** The figures and dates of a reservation, in the list and on its page. */
export function ReservationFacts({ reservation }: { reservation: Reservation }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = useFormatDateTime();
  const { unit, payment, bank_transfer: transfer } = reservation;
  const unpaid = UNPAID.has(reservation.status);
  return (
    <Details>
      <Row label={intl.formatMessage(m.amount)}>
        {money(reservation.amount, { fractions: true })}
      </Row>
      <Row label={intl.formatMessage(m.price)}>{money(unit.price)}</Row>
      {unpaid && (
        <Row label={intl.formatMessage(m.reservedTill)}>{dateTime(reservation.reserved_till)}</Row>
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
          <Identifier>{payment.transaction_number}</Identifier>
        </Row>
      )}
      {transfer && reservation.status === 'waiting_for_transfer' && (
        <Row label={intl.formatMessage(m.transferDeadline)}>{dateTime(transfer.deadline)}</Row>
      )}
    </Details>
  );
}
