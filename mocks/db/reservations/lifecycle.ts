import type { ErrorCode, PaymentMethod } from '../../../generated/model';
import { clock, days, minutes, seconds } from '../../lib/clock';
import { findUnit, setUnitStatus } from '../catalogue';
import { notifyReservation } from './notify';
import {
  ACTIVE_STATUSES,
  FULL_REFUND_DAYS,
  REFUND_DAYS,
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

/** What cancelling now gives back: nothing owed while unpaid; a paid fee in full for a week, then half. */
export function refundIfCanceled(reservation: MockReservation, now: number): number {
  if (reservation.paidAt === undefined) return 0;
  if (now <= reservation.paidAt + days(FULL_REFUND_DAYS)) return reservation.amount;
  return Math.round(reservation.amount * 50) / 100;
}

function settleRefund(reservation: MockReservation, now: number): void {
  const refund = reservation.refund;
  if (!refund || refund.refundedAt !== undefined) return;
  const due = refund.requestedAt + days(REFUND_DAYS);
  if (now < due) return;
  refund.refundedAt = due;
  notifyReservation(reservation, 'refunded');
}

export function refreshReservation(reservation: MockReservation): MockReservation {
  const now = clock.now();
  settleRefund(reservation, now);
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
    const refundPending = reservation.refund !== undefined && !reservation.refund.refundedAt;
    if (isUnpaidHold(reservation) || refundPending || paymentsOf(reservation.id).some(isInFlight))
      refreshReservation(reservation);
  }
}

/** Cancels and, for a paid fee, starts its refund (pending, refunded `REFUND_DAYS` later on the clock). */
export function cancelReservation(reservation: MockReservation): void {
  const now = clock.now();
  const amount = refundIfCanceled(reservation, now);
  endHold(reservation, 'canceled');
  if (reservation.paidAt !== undefined) reservation.refund = { amount, requestedAt: now };
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
