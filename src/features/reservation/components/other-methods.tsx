import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import { useStartBankTransfer } from '@generated/api/reservations/reservations';
import type { Payment, Reservation } from '@generated/model';
import { Button } from '@/components/button';
import { FormError } from '@/components/form';
import { useFormatMoney } from '@/lib/format/money';
import { requestApplePay } from '../api/apple-pay';
import { newIdempotencyKey } from '@/lib/http/idempotency';
import { payReservation } from '../api/pay';
import { paymentMessages as m } from '../messages/payment';

type ApplePayProps = {
  reservation: Reservation;
  returnPath: string;
  onPayment: (payment: Payment) => void;
  onRefused: (error: unknown) => void;
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function ApplePayButton({ reservation, returnPath, onPayment, onRefused }: ApplePayProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  async function pay() {
    setBusy(true);
    setError(undefined);
    try {
      const label = intl.formatMessage(m.applePayLabel);
      const authorization = await requestApplePay(reservation.amount, label);
      try {
        const body = {
          method: 'apple_pay' as const,
          apple_pay_token: authorization.token,
          return_path: returnPath,
        };
        const payment = await payReservation(reservation.id, body, newIdempotencyKey());
        authorization.complete(payment.status !== 'failed');
        onPayment(payment);
      } catch (refused) {
        authorization.complete(false);
        throw refused;
      }
    } catch (failure) {
      if (!isAbort(failure)) {
        setError(failure);
        onRefused(failure);
      }
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <FormError error={error} />
      <Button type="button" loading={busy} onClick={() => void pay()}>
        {intl.formatMessage(m.applePayButton, { amount: money(reservation.amount) })}
      </Button>
    </div>
  );
}

type BankTransferProps = {
  reservation: Reservation;
  onReservation: (reservation: Reservation) => void;
  onRefused: (error: unknown) => void;
};

/** Chooses bank transfer: the reservation waits for the transfer until the deadline. */
export function BankTransferChoice({ reservation, onReservation, onRefused }: BankTransferProps) {
  const intl = useIntl();
  const config = useGetWebAppConfig();
  const start = useStartBankTransfer({
    mutation: { onSuccess: onReservation, onError: onRefused },
  });
  const minutes = config.data?.bank_transfer_deadline_minutes;
  return (
    <div>
      {minutes !== undefined && <p>{intl.formatMessage(m.bankTransferIntro, { minutes })}</p>}
      <FormError error={start.error} />
      <Button
        type="button"
        loading={start.isPending}
        onClick={() => start.mutate({ reservationId: reservation.id })}
      >
        {intl.formatMessage(m.bankTransferButton)}
      </Button>
    </div>
  );
}
