import { useIntl } from 'react-intl';
import { useFormatDateTime } from '@/lib/format/date-time';
import { Link } from 'wouter';
import type { Reservation } from '@generated/model';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { useErrorText } from '@/lib/error-messages';
import { useFormatMoney } from '@/lib/format/money';
import { checkoutMessages as m } from '../messages/checkout';
import { CancelReservation } from './cancel-reservation';
import { Actions } from '@/components/actions';
import { DetailsList as Details } from '@/components/details-list';
import { InvoiceLink } from '@/entities/reservation';
import { Notice, Panel, StateHeading } from './ui';

type ConfirmedProps = { reservation: Reservation; onReservation: (r: Reservation) => void };

/** Paid (or reconciled): the reservation is confirmed; agreeing to the terms came with the payment. */
export function ReservationConfirmed({ reservation, onReservation }: ConfirmedProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const dateTime = useFormatDateTime();
  const date = (value: string) =>
    intl.formatDate(value, { day: 'numeric', month: 'long', year: 'numeric' });
  const payment = reservation.payment;
  return (
    <Panel aria-labelledby="reservation-confirmed">
      <StateHeading id="reservation-confirmed">
        {intl.formatMessage(m.confirmedHeading)}
      </StateHeading>
      <Notice $tone="success" role="status">
        {intl.formatMessage(m.confirmedText)}
      </Notice>
      <p>{intl.formatMessage(m.termsAccepted)}</p>
      <Details>
        <dt>{intl.formatMessage(m.reservationNumber)}</dt>
        <dd>
          <bdi>{reservation.number}</bdi>
        </dd>
        <dt>{intl.formatMessage(m.paidAmount)}</dt>
        <dd>{money(payment?.paid_amount ?? reservation.amount)}</dd>
        {payment?.paid_at && (
          <>
            <dt>{intl.formatMessage(m.paidAt)}</dt>
            <dd>{dateTime(payment.paid_at, { dateStyle: 'long', timeStyle: 'short' })}</dd>
          </>
        )}
        {reservation.start_date && reservation.end_date && (
          <>
            <dt>{intl.formatMessage(m.period)}</dt>
            <dd>
              {intl.formatMessage(m.periodValue, {
                start: date(reservation.start_date),
                end: date(reservation.end_date),
              })}
            </dd>
          </>
        )}
        {payment?.transaction_number && (
          <>
            <dt>{intl.formatMessage(m.transactionNumber)}</dt>
            <dd>
              <bdi>{payment.transaction_number}</bdi>
            </dd>
          </>
        )}
      </Details>
      <Actions>
        <InvoiceLink reservation={reservation} />
        <Link href={paths.terms.getHref()}>{intl.formatMessage(m.readTerms)}</Link>
        <Link href={paths.accountReservations.getHref()}>
          {intl.formatMessage(m.myReservations)}
        </Link>
        <Link href={paths.financingRequests.getHref(reservation.id)}>
          {intl.formatMessage(m.requestFinancing)}
        </Link>
      </Actions>
      <CancelReservation reservation={reservation} onCanceled={onReservation} />
    </Panel>
  );
}

type EndedProps = { reservation: Reservation; canReserve: boolean; onReserveAgain: () => void };

/** Expired or canceled: say so, and offer a new reservation while the unit is free. */
export function ReservationEnded({ reservation, canReserve, onReserveAgain }: EndedProps) {
  const intl = useIntl();
  const codeText = useErrorText();
  const expired = reservation.status === 'expired';
  const transferLate = expired && Boolean(reservation.bank_transfer);
  return (
    <Panel aria-labelledby="reservation-ended">
      <StateHeading id="reservation-ended">
        {intl.formatMessage(expired ? m.expiredHeading : m.canceledHeading)}
      </StateHeading>
      <p>
        {transferLate
          ? codeText('bank_transfer__deadline_passed')
          : intl.formatMessage(expired ? m.expiredText : m.canceledText)}
      </p>
      <Actions>
        {canReserve && (
          <Button type="button" onClick={onReserveAgain}>
            {intl.formatMessage(m.reserveAgain)}
          </Button>
        )}
        <Link href={paths.units.getHref()}>{intl.formatMessage(m.browseUnits)}</Link>
      </Actions>
    </Panel>
  );
}
