import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { Reservation } from '@generated/model';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/lib/format/money';
import { holdMessages as m } from './after-pay-messages';
import { Countdown } from './countdown';
import { InvoiceLink } from './invoice-link';
import { reservationMessages } from './messages';
import { TransferInstructions } from './transfer-instructions';

const Section = styled.section`
  margin-block: 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 8px;
  }
`;

type Props = { reservation: Reservation; onElapsed?: () => void };

/** What the customer needs now in each state: a countdown to act, where to pay, an invoice, a refund. */
export function ReservationState({ reservation, onElapsed }: Props) {
  const intl = useIntl();
  const money = useFormatMoney();
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'long' });
  const { status, refund, bank_transfer: transfer } = reservation;
  const checkout = paths.reservationCheckout.getHref(reservation.unit.id);
  if (status === 'created')
    return (
      <Section aria-label={intl.formatMessage(m.payWithin)}>
        <Countdown
          deadline={reservation.reserved_till}
          label={intl.formatMessage(m.payWithin)}
          onElapsed={onElapsed}
        />
        <Link href={checkout}>{intl.formatMessage(reservationMessages.pay)}</Link>
      </Section>
    );
  if (status === 'waiting_for_transfer' && transfer)
    return (
      <Section aria-labelledby="transfer-heading">
        <h3 id="transfer-heading">{intl.formatMessage(m.transferHeading)}</h3>
        <Countdown
          deadline={transfer.deadline}
          label={intl.formatMessage(m.transferWithin)}
          onElapsed={onElapsed}
        />
        <TransferInstructions transfer={transfer} />
        {!transfer.transaction_number && (
          <Link href={checkout}>{intl.formatMessage(m.reportTransfer)}</Link>
        )}
      </Section>
    );
  if (status === 'expired') return <p>{intl.formatMessage(m.expiredText)}</p>;
  if (status === 'canceled' && !refund) return <p>{intl.formatMessage(m.canceledText)}</p>;
  if (status === 'canceled' && refund) {
    const amount = money(refund.amount, { fractions: true });
    return refund.status === 'refunded' ? (
      <p role="status">
        {intl.formatMessage(m.refundedText, { amount, date: date(refund.refunded_at!) })}
      </p>
    ) : (
      <p role="status">
        {intl.formatMessage(m.refundPendingText, {
          amount,
          date: date(refund.due_by),
        })}
      </p>
    );
  }
  if (status === 'confirmed')
    return (
      <Section>
        {reservation.end_date && (
          <p>
            {intl.formatMessage(m.confirmedText, {
              date: intl.formatDate(reservation.end_date, { dateStyle: 'long', timeZone: 'UTC' }),
            })}
          </p>
        )}
        <InvoiceLink reservation={reservation} />
      </Section>
    );
  return reservation.invoice ? <InvoiceLink reservation={reservation} /> : null;
}
