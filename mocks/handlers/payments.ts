import type { BankTransferConfirm, PaymentCreate } from '../../generated/model';
import {
  BANK_TRANSFER_DEADLINE_MINUTES,
  PAYMENT_SETTLE_SECONDS,
  failPayment,
  findReservationOf,
  isInFlight,
  nextPaymentId,
  paymentKeys,
  payments,
  paymentsOf,
  refreshReservation,
  reservations,
  toPayment,
  toReservation,
  type MockPayment,
  type MockReservation,
} from '../db/reservations';
import { spendToken } from '../db/provider/tokens';
import { checkPayment } from '../db/reservations/cards';
import { clock, minutes, seconds } from '../lib/clock';
import { fail, json, langOf, readJson } from '../lib/http';
import { customerApi } from '../lib/with-customer';
import { isRegisteredParent } from './provider';
import { idParam, UUID } from '../lib/params';

/**
 * Hold-fee payments. The card is a token of the mock provider (mocks/handlers/provider.ts); a body
 * with card data is refused (`payment__card_data_forbidden`), a token is single use. Outcomes by the
 * tokenised test number (TEST_CARDS in mocks/db/provider/tokens.ts):
 * 4111111111111111 (Visa), 5297412542005689 / 4464040000000007 (mada) and any other Luhn-valid number →
 * 201 `processing`, `successful` 2 s later (reservation `confirmed`); 4000000000000002 → 402
 * `payment__declined`; 4000000000009995 → 402 `payment__insufficient_funds`; 4000000000000119 → 502
 * `payment__technical_error`; 4000000000003220 → 201 `requires_action` with a 3-D Secure page
 * (the provider's, mocks/handlers/three-ds.ts); 4000000000000341 → `processing`, then `failed` (`payment__declined`).
 * Apple Pay: token `apple-pay-success`, anything else → 400 `apple_pay_token__invalid`.
 * Bank transfer: a reported transfer is reconciled (reservation `confirmed`) 3 s after the report.
 */
const BASE = '/customer/api/v1/reservations/:reservationId';

function pay(
  reservation: MockReservation,
  body: Partial<PaymentCreate>,
  customerId: number,
  key?: string,
  origin?: string,
) {
  const known = key ? paymentKeys.get(`${customerId}:${key}`) : undefined;
  if (known) {
    if (known.reservationId !== reservation.id) return fail(409, ['idempotency_key__mismatch']);
    return json(toPayment(payments.get(known.paymentId)!), { status: 201 });
  }
  const now = clock.now();
  const checked = checkPayment(body);
  if ('errors' in checked) return fail(400, checked.errors);
  if (reservation.status === 'expired') return fail(409, ['reservation__expired']);
  if (reservation.status !== 'created') return fail(409, ['reservation__status_invalid']);
  if (paymentsOf(reservation.id).some(isInFlight)) return fail(409, ['payment__in_progress']);
  const { outcome } = checked;
  // A charge the provider could not run leaves the token usable for the retry; any other spends it.
  if (checked.token && outcome !== 'technical_error') spendToken(checked.token);
  if (outcome === 'declined') return fail(402, ['payment__declined']);
  if (outcome === 'insufficient_funds') return fail(402, ['payment__insufficient_funds']);
  if (outcome === 'technical_error') return fail(502, ['payment__technical_error']);
  const payment: MockPayment = {
    id: nextPaymentId(),
    reservationId: reservation.id,
    customerId,
    method: checked.method,
    status: outcome === 'three_ds' ? 'requires_action' : 'processing',
    amount: reservation.amount,
    createdAt: now,
    outcome: outcome === 'declined_later' ? 'declined' : 'success',
    ...(outcome === 'three_ds' ? {} : { settleAt: now + seconds(PAYMENT_SETTLE_SECONDS) }),
    ...(checked.last4 ? { cardLast4: checked.last4 } : {}),
    returnPath: body.return_path ?? `/reservation-checkout/${reservation.id}`,
    ...(origin ? { returnOrigin: origin } : {}),
  };
  payments.set(payment.id, payment);
  if (key)
    paymentKeys.set(`${customerId}:${key}`, {
      reservationId: reservation.id,
      paymentId: payment.id,
    });
  return json(toPayment(payment), { status: 201 });
}

export const paymentsHandlers = [
  customerApi.post(`${BASE}/payments`, async ({ request, params, customer }) => {
    const key = request.headers.get('idempotency-key') ?? undefined;
    if (key !== undefined && !UUID.test(key)) return fail(400, ['idempotency_key__invalid']);
    const body = await readJson<PaymentCreate>(request);
    const reservation = findReservationOf(customer.id, idParam(params.reservationId) ?? 0);
    if (!reservation) return fail(404, ['reservation__not_found']);
    const origin = request.headers.get('origin');
    const from = isRegisteredParent(origin) ? origin : undefined;
    return pay(refreshReservation(reservation), body, customer.id, key, from);
  }),

  customerApi.get('/customer/api/v1/payments/:paymentId', ({ params, customer }) => {
    const payment = payments.get(idParam(params.paymentId) ?? 0);
    if (!payment || payment.customerId !== customer.id) return fail(404, ['payment__not_found']);
    refreshReservation(reservations.get(payment.reservationId)!);
    return json(toPayment(payment));
  }),

  // A payment left at 3-D Secure is ended by the customer; the challenge then charges nothing.
  customerApi.post('/customer/api/v1/payments/:paymentId/abandon', ({ params, customer }) => {
    const payment = payments.get(idParam(params.paymentId) ?? 0);
    if (!payment || payment.customerId !== customer.id) return fail(404, ['payment__not_found']);
    refreshReservation(reservations.get(payment.reservationId)!);
    if (payment.status === 'requires_action') failPayment(payment, 'payment__abandoned');
    else if (payment.failureCode !== 'payment__abandoned')
      return fail(409, ['payment__status_invalid']);
    return json(toPayment(payment));
  }),

  customerApi.post(`${BASE}/bank-transfer`, ({ request, params, customer }) => {
    const found = findReservationOf(customer.id, idParam(params.reservationId) ?? 0);
    if (!found) return fail(404, ['reservation__not_found']);
    const reservation = refreshReservation(found);
    if (reservation.status === 'expired') return fail(409, ['reservation__expired']);
    if (reservation.status === 'created' && !paymentsOf(reservation.id).some(isInFlight)) {
      const deadline = clock.now() + minutes(BANK_TRANSFER_DEADLINE_MINUTES);
      Object.assign(reservation, {
        status: 'waiting_for_transfer',
        paymentOption: 'bank_transfer',
        reservedTill: deadline,
        bankTransfer: { deadline, reference: reservation.number },
      });
    } else if (reservation.status !== 'waiting_for_transfer') {
      return fail(409, ['reservation__status_invalid']);
    }
    return json(toReservation(reservation, langOf(request)));
  }),

  customerApi.post(`${BASE}/bank-transfer/confirm`, async ({ request, params, customer }) => {
    const body = await readJson<BankTransferConfirm>(request);
    const found = findReservationOf(customer.id, idParam(params.reservationId) ?? 0);
    if (!found) return fail(404, ['reservation__not_found']);
    const number = body.transaction_number;
    if (number === undefined || number === null || number === '')
      return fail(400, ['transaction_number__required']);
    if (typeof number !== 'string' || !/^[A-Za-z0-9]{6,30}$/.test(number)) {
      return fail(400, ['transaction_number__invalid']);
    }
    const reservation = refreshReservation(found);
    if (reservation.status === 'expired' && reservation.bankTransfer) {
      return fail(409, ['bank_transfer__deadline_passed']);
    }
    if (reservation.status !== 'waiting_for_transfer' || !reservation.bankTransfer) {
      return fail(409, ['reservation__status_invalid']);
    }
    const now = clock.now();
    const said =
      typeof body.transferred_at === 'string' ? Date.parse(body.transferred_at) : Number.NaN;
    Object.assign(reservation.bankTransfer, {
      transactionNumber: number,
      transferredAt: Number.isNaN(said) ? now : said,
      reportedAt: now,
    });
    return json(toReservation(reservation, langOf(request)));
  }),
];
