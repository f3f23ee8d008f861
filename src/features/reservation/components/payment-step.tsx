import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '@/lib/format/date-time';
import type { Payment, PaymentMethod, Reservation } from '@generated/model';
import { useFormatMoney } from '@/lib/format/money';
import { isApplePayAvailable } from '../api/apple-pay';
import { checkoutMessages as cm } from '../messages/checkout';
import { paymentMessages as m } from '../messages/payment';
import { CancelReservation } from './cancel-reservation';
import { CardForm } from './card-form';
import { Countdown } from '@/entities/reservation';
import { ApplePayButton, BankTransferChoice } from './other-methods';
import { PaymentMethods } from './payment-methods';
import { Panel, StateHeading } from './ui';

/** Codes after which the reservation itself has changed: reload it to show its real state. */
const STALE = ['reservation__expired', 'reservation__status_invalid', 'payment__in_progress'];

type Props = {
  reservation: Reservation;
  returnPath: string;
  onPayment: (payment: Payment) => void;
  onReservation: (reservation: Reservation) => void;
  onStale: () => void;
};

/** Step 2: the hold countdown, the method choice and its form, and cancel. */
export function PaymentStep({ reservation, returnPath, onPayment, onReservation, onStale }: Props) {
  const intl = useIntl();
  const money = useFormatMoney();
  const dateTime = useFormatDateTime();
  const applePay = useMemo(() => isApplePayAvailable(), []);
  const [method, setMethod] = useState<PaymentMethod>('mada');
  const onRefused = (error: unknown) => {
    const codes = (error as { codes?: string[] } | undefined)?.codes ?? [];
    if (codes.some((code) => STALE.includes(code))) onStale();
  };
  const online = { reservation, returnPath, onPayment, onRefused };
  return (
    <Panel aria-labelledby="pay-heading">
      <StateHeading id="pay-heading">{intl.formatMessage(m.heading)}</StateHeading>
      <p>
        {intl.formatMessage(cm.heldUntil, {
          time: dateTime(reservation.reserved_till, { hour: 'numeric', minute: '2-digit' }),
        })}
      </p>
      <Countdown deadline={reservation.reserved_till} onElapsed={onStale} />
      <p>
        <strong>{intl.formatMessage(m.amountDue, { amount: money(reservation.amount) })}</strong>
      </p>
      <PaymentMethods value={method} onChange={setMethod} applePay={applePay} />
      {(method === 'mada' || method === 'visa_master') && <CardForm key={method} {...online} />}
      {method === 'apple_pay' && applePay && <ApplePayButton {...online} />}
      {method === 'bank_transfer' && (
        <BankTransferChoice
          reservation={reservation}
          onReservation={onReservation}
          onRefused={onRefused}
        />
      )}
      <CancelReservation reservation={reservation} onCanceled={onReservation} />
    </Panel>
  );
}
