import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { Payment, Reservation, Unit } from '@generated/model';
import { PageLoading } from '@/components/status';
import { canReserve } from '@/entities/unit';
import { PaymentProgress } from './payment-progress';
import { ReserveStep } from './reserve-step';
import { ReservationConfirmed, ReservationEnded } from './reservation-result';

// The payment forms (card fields, the provider's code, Apple Pay, the transfer form and the form kit)
// are not needed to show the unit, reserve it or follow a payment: they load beside the page, once it
// is shown, and are there by the time the unit is reserved.
const loadPaymentStep = () => import('./payment-step');
const loadBankTransfer = () => import('./bank-transfer');
const PaymentStep = lazy(() =>
  loadPaymentStep().then((module) => ({ default: module.PaymentStep })),
);
const BankTransfer = lazy(() =>
  loadBankTransfer().then((module) => ({ default: module.BankTransfer })),
);

function PaymentForms({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** Asks for the payment forms' code once the reserve step is shown: it is the next step. */
function usePaymentFormsSoon(wanted: boolean) {
  useEffect(() => {
    if (wanted) void loadPaymentStep().then(loadBankTransfer);
  }, [wanted]);
}

type Props = {
  unit: Unit;
  reservation: Reservation | undefined;
  paymentId: number | undefined;
  returnPath: string;
  onReservation: (reservation: Reservation) => void;
  onReserveAgain: () => void;
  onPayment: (payment: Payment) => void;
  onSuccessful: (payment: Payment, atOnce: boolean) => void;
  onTryAgain: () => void;
  onStale: () => void;
};

/** The one state the checkout is in, from the reservation's status and the payment being followed. */
export function CheckoutState(props: Props) {
  const { unit, reservation, paymentId, onReservation, onStale } = props;
  usePaymentFormsSoon(paymentId === undefined && !reservation);
  const onAbandoned = () => {
    onStale();
    props.onTryAgain();
  };
  // A payment still at 3-D Secure or with the bank, named by the address or (a closed tab, a return
  // from the reservation's page) by the reservation itself: followed, never a fresh card form.
  const pending = reservation?.status === 'created' ? reservation.pending_payment : undefined;
  const followed = paymentId ?? pending?.id;
  if (followed !== undefined) {
    return (
      <PaymentProgress
        key={followed}
        paymentId={followed}
        onSuccessful={props.onSuccessful}
        onTryAgain={paymentId === undefined ? onStale : props.onTryAgain}
        onAbandoned={onAbandoned}
      />
    );
  }
  if (!reservation) return <ReserveStep unit={unit} onReserved={onReservation} />;
  switch (reservation.status) {
    case 'created':
      return (
        <PaymentForms>
          <PaymentStep
            reservation={reservation}
            returnPath={props.returnPath}
            onPayment={props.onPayment}
            onReservation={onReservation}
            onStale={onStale}
          />
        </PaymentForms>
      );
    case 'waiting_for_transfer':
      return (
        <PaymentForms>
          <BankTransfer reservation={reservation} onReservation={onReservation} onStale={onStale} />
        </PaymentForms>
      );
    case 'expired':
    case 'canceled':
      return (
        <ReservationEnded
          reservation={reservation}
          canReserve={canReserve(unit)}
          onReserveAgain={props.onReserveAgain}
        />
      );
    default:
      return <ReservationConfirmed reservation={reservation} onReservation={onReservation} />;
  }
}
