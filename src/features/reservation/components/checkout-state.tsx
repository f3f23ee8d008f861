import type { Payment, Reservation, Unit } from '@generated/model';
import { canReserve } from '@/entities/unit';
import { BankTransfer } from './bank-transfer';
import { PaymentProgress } from './payment-progress';
import { PaymentStep } from './payment-step';
import { ReserveStep } from './reserve-step';
import { ReservationConfirmed, ReservationEnded } from './reservation-result';

type Props = {
  unit: Unit;
  reservation: Reservation | undefined;
  paymentId: number | undefined;
  returnPath: string;
  onReservation: (reservation: Reservation) => void;
  onReserveAgain: () => void;
  onPayment: (payment: Payment) => void;
  onSuccessful: (payment: Payment) => void;
  onTryAgain: () => void;
  onStale: () => void;
};

/** The one state the checkout is in, from the reservation's status and the payment being followed. */
export function CheckoutState(props: Props) {
  const { unit, reservation, paymentId, onReservation, onStale } = props;
  if (paymentId !== undefined) {
    return (
      <PaymentProgress
        key={paymentId}
        paymentId={paymentId}
        onSuccessful={props.onSuccessful}
        onTryAgain={props.onTryAgain}
      />
    );
  }
  if (!reservation) return <ReserveStep unit={unit} onReserved={onReservation} />;
  switch (reservation.status) {
    case 'created':
      return (
        <PaymentStep
          reservation={reservation}
          returnPath={props.returnPath}
          onPayment={props.onPayment}
          onReservation={onReservation}
          onStale={onStale}
        />
      );
    case 'waiting_for_transfer':
      return (
        <BankTransfer reservation={reservation} onReservation={onReservation} onStale={onStale} />
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
