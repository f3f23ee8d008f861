import type {
  ErrorCode,
  OnlinePaymentMethod,
  PaymentMethod,
  PaymentStatus,
  ReservationStatus,
} from '../../../generated/model';
import { webAppConfig } from '../web-app-config';
import { scoped } from '../../lib/namespace';

export const RESERVATION_HOLD_MINUTES = webAppConfig.reservation_hold_minutes;
export const BANK_TRANSFER_DEADLINE_MINUTES = webAppConfig.bank_transfer_deadline_minutes;
export const RESERVATION_ATTEMPT_LIMIT = webAppConfig.reservation_attempt_limit;
/** Online payments in `processing` settle this long after they start (or after 3-D Secure). */
export const PAYMENT_SETTLE_SECONDS = 2;
/** A reported bank transfer is reconciled (reservation `confirmed`) this long after the report. */
export const TRANSFER_RECONCILE_SECONDS = 3;
/** A 3-D Secure step left open this long fails (`payment__three_ds_failed`). */
export const THREE_DS_TIMEOUT_MINUTES = 10;
/** The reservation period agreed in the terms, from the confirmation day. */
export const RESERVATION_PERIOD_DAYS = 30;
/** A paid hold fee is refunded in full when cancelled within this many days of the payment, else half. */
export const FULL_REFUND_DAYS = 7;
/** A refund reaches the original payment method this many days after the cancel. */
export const REFUND_DAYS = 3;

export type MockRefund = { amount: number; requestedAt: number; refundedAt?: number };

export type MockBankTransfer = {
  deadline: number;
  reference: string;
  transactionNumber?: string;
  transferredAt?: number;
  reportedAt?: number;
  confirmedAt?: number;
};

export type MockReservation = {
  id: number;
  number: string;
  customerId: number;
  unitId: number;
  status: ReservationStatus;
  amount: number;
  createdAt: number;
  reservedTill: number;
  paymentOption?: PaymentMethod;
  paidAt?: number;
  transactionNumber?: string;
  invoiceNumber?: string;
  bankTransfer?: MockBankTransfer;
  refund?: MockRefund;
};

/** How the PSP will answer a payment in `processing`. */
export type PaymentOutcome = 'success' | 'declined';

export type MockPayment = {
  id: number;
  reservationId: number;
  customerId: number;
  method: OnlinePaymentMethod;
  status: PaymentStatus;
  amount: number;
  createdAt: number;
  outcome: PaymentOutcome;
  /** When a `processing` payment settles. */
  settleAt?: number;
  failureCode?: ErrorCode;
  /** The only card data kept: the last four digits. */
  cardLast4?: string;
  returnPath: string;
  /** The merchant's origin the payment was made from (the provider's pages send the browser back there). */
  returnOrigin?: string;
};

export const reservations = scoped(() => new Map<number, MockReservation>());
export const payments = scoped(() => new Map<number, MockPayment>());
/** `${customerId}:${unitId}` → times of the reservation attempts. */
export const attempts = scoped(() => new Map<string, number[]>());
/** `${customerId}:${key}` → what the first call with that `Idempotency-Key` created. */
export const reservationKeys = scoped(
  () => new Map<string, { unitId: number; reservationId: number }>(),
);
export const paymentKeys = scoped(
  () => new Map<string, { reservationId: number; paymentId: number }>(),
);

const counters = scoped(() => ({
  reservation: 382,
  payment: 7731,
  invoice: 4512,
  transaction: 778123,
}));

export function resetCounters(): void {
  Object.assign(counters, { reservation: 382, payment: 7731, invoice: 4512, transaction: 778123 });
}

export const nextReservationId = () => counters.reservation++;
export const nextPaymentId = () => counters.payment++;
export const nextInvoiceNumber = (at: number) =>
  `INV-${new Date(at).getUTCFullYear()}-${String(counters.invoice++).padStart(6, '0')}`;
export const nextTransactionNumber = () => `TX${String(counters.transaction++).padStart(10, '0')}`;

export const reservationNumber = (id: number, at: number) =>
  `RSV-${new Date(at).getUTCFullYear()}-${String(id).padStart(6, '0')}`;

export const ACTIVE_STATUSES: readonly ReservationStatus[] = [
  'created',
  'waiting_for_transfer',
  'confirmed',
  'financing_requested',
  'financing_approved',
  'financing_rejected',
];
export const UNPAID_STATUSES: readonly ReservationStatus[] = ['created', 'waiting_for_transfer'];
export const CANCELABLE_STATUSES: readonly ReservationStatus[] = [
  'created',
  'waiting_for_transfer',
  'confirmed',
];

export const isUnpaidHold = (reservation: MockReservation) =>
  UNPAID_STATUSES.includes(reservation.status);

export function findReservationOf(customerId: number, id: number): MockReservation | undefined {
  const reservation = reservations.get(id);
  return reservation?.customerId === customerId ? reservation : undefined;
}

export function paymentsOf(reservationId: number): MockPayment[] {
  return [...payments.values()].filter((payment) => payment.reservationId === reservationId);
}

export const isInFlight = (payment: MockPayment) =>
  payment.status === 'processing' || payment.status === 'requires_action';
