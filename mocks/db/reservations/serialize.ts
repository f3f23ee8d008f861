import type { Payment, Reservation, ReservationUnit } from '../../../generated/model';
import { clock, days, iso } from '../../lib/clock';
import { tr, type Lang } from '../../lib/http';
import { ESCROW, bankById } from '../banks';
import { findUnit } from '../catalogue';
import { threeDsChallenge } from '../provider/three-ds';
import { PROVIDER_ORIGIN } from '../web-app-config';
import { saudiIban } from './iban';
import { invoiceOf } from './invoice';
import { refundIfCanceled } from './lifecycle';
import {
  CANCELABLE_STATUSES,
  FULL_REFUND_DAYS,
  REFUND_DAYS,
  RESERVATION_PERIOD_DAYS,
  isInFlight,
  paymentsOf,
  type MockPayment,
  type MockReservation,
} from './store';

const DAY = 86_400_000;
/** Calendar dates are Riyadh dates (UTC+3, no daylight saving). */
const riyadhDate = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

export const ESCROW_IBAN = saudiIban(ESCROW.bankCode, ESCROW.account);

function unitOf(reservation: MockReservation, lang: Lang): ReservationUnit {
  const unit = findUnit(reservation.unitId);
  if (!unit)
    return { id: reservation.unitId, number: '-', title: '-', project_name: '-', price: 0 };
  const { alt, ...cover } = unit.cover_image;
  return {
    id: unit.id,
    number: unit.number,
    title: tr(unit.title, lang),
    project_name: tr(unit.project_name, lang),
    cover_image: { ...cover, alt: tr(alt, lang) },
    price: unit.price,
  };
}

export function toReservation(reservation: MockReservation, lang: Lang): Reservation {
  const { bankTransfer: transfer, paidAt } = reservation;
  const answer: Reservation = {
    id: reservation.id,
    number: reservation.number,
    status: reservation.status,
    unit: unitOf(reservation, lang),
    amount: reservation.amount,
    reserved_till: iso(reservation.reservedTill),
    can_cancel: CANCELABLE_STATUSES.includes(reservation.status),
    created_at: iso(reservation.createdAt),
  };
  if (reservation.paymentOption) answer.payment_option = reservation.paymentOption;
  const inFlight =
    reservation.status === 'created' ? paymentsOf(reservation.id).find(isInFlight) : undefined;
  if (inFlight) answer.pending_payment = toPayment(inFlight);
  if (paidAt !== undefined) {
    answer.start_date = riyadhDate(paidAt);
    answer.end_date = riyadhDate(paidAt + RESERVATION_PERIOD_DAYS * DAY);
    answer.payment = {
      amount: reservation.amount,
      paid_amount: reservation.amount,
      paid_at: iso(paidAt),
      ...(reservation.transactionNumber
        ? { transaction_number: reservation.transactionNumber }
        : {}),
    };
  }
  const invoice = invoiceOf(reservation, lang);
  if (invoice) answer.invoice = invoice;
  if (answer.can_cancel) {
    answer.cancellation = {
      refund_amount: refundIfCanceled(reservation, clock.now()),
      refund_days: REFUND_DAYS,
      ...(paidAt !== undefined ? { full_refund_until: iso(paidAt + days(FULL_REFUND_DAYS)) } : {}),
    };
  }
  const refund = reservation.refund;
  if (refund) {
    answer.refund = {
      amount: refund.amount,
      status: refund.refundedAt === undefined ? 'pending' : 'refunded',
      requested_at: iso(refund.requestedAt),
      due_by: iso(refund.requestedAt + days(REFUND_DAYS)),
      ...(refund.refundedAt !== undefined ? { refunded_at: iso(refund.refundedAt) } : {}),
    };
  }
  if (transfer) {
    answer.bank_transfer = {
      iban: ESCROW_IBAN,
      beneficiary_name: tr(ESCROW.beneficiary, lang),
      bank_name: tr(bankById(ESCROW.bankId)!.name, lang),
      amount: reservation.amount,
      reference: transfer.reference,
      deadline: iso(transfer.deadline),
      ...(transfer.transactionNumber ? { transaction_number: transfer.transactionNumber } : {}),
      ...(transfer.transferredAt !== undefined
        ? { transferred_at: iso(transfer.transferredAt) }
        : {}),
      ...(transfer.confirmedAt !== undefined ? { confirmed_at: iso(transfer.confirmedAt) } : {}),
    };
  }
  return answer;
}

/** The provider's 3-D Secure page of a payment, on the provider's origin. */
export function threeDsUrl(payment: MockPayment): string {
  const back = `${payment.returnOrigin ?? ''}${payment.returnPath}`;
  return `${PROVIDER_ORIGIN}/psp/v1/3ds/${threeDsChallenge(payment.id, back)}`;
}

export function toPayment(payment: MockPayment): Payment {
  return {
    id: payment.id,
    reservation_id: payment.reservationId,
    method: payment.method,
    status: payment.status,
    amount: payment.amount,
    ...(payment.failureCode ? { failure_code: payment.failureCode } : {}),
    ...(payment.status === 'requires_action' ? { three_ds_url: threeDsUrl(payment) } : {}),
    created_at: iso(payment.createdAt),
  };
}
