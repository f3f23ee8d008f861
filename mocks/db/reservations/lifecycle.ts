import type { ErrorCode, PaymentMethod } from '../../../generated/model';
import { clock, minutes, seconds } from '../../lib/clock';
import { findUnit, setUnitStatus } from '../catalogue';
import { notifyReservation } from './notify';
import {
  ACTIVE_STATUSES,
  THREE_DS_TIMEOUT_MINUTES,
  TRANSFER_RECONCILE_SECONDS,
  isInFlight,
  isUnpaidHold,
  nextInvoiceNumber,
  nextTransactionNumber,
  paymentsOf,
  reservations,
  type MockPayment,
  type MockReservation,
} from './store';

/**
 * The time-driven side of reservations, applied whenever one is read (by the mock clock): payments
 * settle, reported transfers are reconciled, unpaid holds expire and free their unit.
 */
function releaseUnit(unitId: number): void {
  if (findUnit(unitId)?.status === 'reserved') setUnitStatus(unitId, 'listed');
}

export function failPayment(payment: MockPayment, code: ErrorCode): void {
  payment.status = 'failed';
  payment.failureCode = code;
  payment.settleAt = undefined;
}

export function confirmReservation(
  reservation: MockReservation,
  at: number,
  method: PaymentMethod,
  transactionNumber = nextTransactionNumber(),
): void {
  reservation.status = 'confirmed';
  reservation.paymentOption = method;
  reservation.paidAt = at;
  reservation.transactionNumber = transactionNumber;
  reservation.invoiceNumber = nextInvoiceNumber(at);
  notifyReservation(reservation, 'confirmed');
}

function settlePayment(payment: MockPayment, reservation: MockReservation, now: number): void {
  if (
    payment.status === 'requires_action' &&
    now >= payment.createdAt + minutes(THREE_DS_TIMEOUT_MINUTES)
  ) {
    failPayment(payment, 'payment__three_ds_failed');
  }
  if (payment.status !== 'processing' || payment.settleAt === undefined || now < payment.settleAt)
    return;
  if (payment.outcome === 'declined') return failPayment(payment, 'payment__declined');
  const at = payment.settleAt;
  payment.status = 'successful';
  payment.settleAt = undefined;
  if (reservation.status === 'created') confirmReservation(reservation, at, payment.method);
}

function endHold(reservation: MockReservation, status: 'expired' | 'canceled'): void {
  reservation.status = status;
  releaseUnit(reservation.unitId);
  for (const payment of paymentsOf(reservation.id)) {
    if (payment.status === 'requires_action') failPayment(payment, 'payment__three_ds_failed');
  }
}

export function refreshReservation(reservation: MockReservation): MockReservation {
  const now = clock.now();
  for (const payment of paymentsOf(reservation.id)) settlePayment(payment, reservation, now);
  const transfer = reservation.bankTransfer;
  if (reservation.status === 'waiting_for_transfer' && transfer?.reportedAt !== undefined) {
    const reconciledAt = transfer.reportedAt + seconds(TRANSFER_RECONCILE_SECONDS);
    if (now >= reconciledAt) {
      transfer.confirmedAt = reconciledAt;
      confirmReservation(reservation, reconciledAt, 'bank_transfer', transfer.transactionNumber);
    }
  }
  if (isUnpaidHold(reservation) && now >= reservation.reservedTill) {
    endHold(reservation, 'expired');
    notifyReservation(reservation, 'expired');
  }
  return reservation;
}

/** Applies the clock to every unpaid hold (cheap: the store is small). */
export function sweepReservations(): void {
  for (const reservation of reservations.values()) {
    if (isUnpaidHold(reservation) || paymentsOf(reservation.id).some(isInFlight))
      refreshReservation(reservation);
  }
}

export function cancelReservation(reservation: MockReservation): void {
  endHold(reservation, 'canceled');
}

/** The reservation holding a unit now, if any. */
export function holderOf(unitId: number): MockReservation | undefined {
  return [...reservations.values()]
    .filter((reservation) => reservation.unitId === unitId)
    .map(refreshReservation)
    .find((reservation) => ACTIVE_STATUSES.includes(reservation.status));
}

/** Financing moves a confirmed reservation along (see ReservationStatus in the contract). */
export function setFinancingStatus(
  reservationId: number,
  status: 'financing_requested' | 'financing_approved' | 'financing_rejected',
): void {
  const reservation = reservations.get(reservationId);
  if (reservation && ACTIVE_STATUSES.includes(reservation.status) && !isUnpaidHold(reservation)) {
    reservation.status = status;
  }
}
