import { useIntl } from 'react-intl';
import { useFormatDateTime } from '@/lib/format/date-time';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { Reservation } from '@generated/model';
import { RecordItem as Item } from '@/components/paged-list';
import { paths } from '@/config/paths';
import { holdMessages } from './after-pay-messages';
import { Countdown } from './countdown';
import { reservationMessages as m } from './messages';
import { ReservationFacts } from './reservation-facts';
import { ReservationStatusBadge } from './status';

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

/** While unpaid: the time left to pay (the hold) or to transfer (the transfer deadline). */
function UnpaidCountdown({ reservation }: { reservation: Reservation }) {
  const intl = useIntl();
  const deadline = reservation.bank_transfer?.deadline ?? reservation.reserved_till;
  if (reservation.status === 'created')
    return <Countdown deadline={deadline} label={intl.formatMessage(holdMessages.payWithin)} />;
  if (reservation.status === 'waiting_for_transfer')
    return (
      <Countdown deadline={deadline} label={intl.formatMessage(holdMessages.transferWithin)} />
    );
  return null;
}

/** One reservation in the list: its page, its status, its details in place, the unit and checkout. */
export function ReservationRow({ reservation }: { reservation: Reservation }) {
  const intl = useIntl();
  const dateTime = useFormatDateTime();
  const { unit } = reservation;
  return (
    <Item>
      <header>
        <h2>
          <Link href={paths.accountReservation.getHref(reservation.id)}>
            {intl.formatMessage(m.reservationNumber, { number: reservation.number })}
          </Link>
        </h2>
        <ReservationStatusBadge status={reservation.status} refund={reservation.refund} />
      </header>
      <p>
        {intl.formatMessage(m.unit, {
          title: unit.title,
          number: unit.number,
          project: unit.project_name,
        })}
      </p>
      <p>{intl.formatMessage(m.createdAt, { date: dateTime(reservation.created_at) })}</p>
      <UnpaidCountdown reservation={reservation} />
      <Disclosure>
        <summary>{intl.formatMessage(m.details)}</summary>
        <ReservationFacts reservation={reservation} />
      </Disclosure>
      <Links>
        <Link href={paths.unit.getHref(unit.id)}>{intl.formatMessage(m.viewUnit)}</Link>
        {UNPAID.has(reservation.status) && (
          <Link href={paths.reservationCheckout.getHref(unit.id)}>{intl.formatMessage(m.pay)}</Link>
        )}
      </Links>
    </Item>
  );
}
