import { ReservationStatus, type ReservationCreate } from '../../generated/model';
import { findUnit, setUnitStatus } from '../db/catalogue';
import {
  CANCELABLE_STATUSES,
  RESERVATION_ATTEMPT_LIMIT,
  RESERVATION_HOLD_MINUTES,
  TEST_UNITS,
  attempts,
  cancelReservation,
  findReservationOf,
  holderOf,
  isUnpaidHold,
  nextReservationId,
  refreshReservation,
  reservationKeys,
  reservationNumber,
  reservations,
  sweepReservations,
  toReservation,
  type MockReservation,
} from '../db/reservations';
import { clock, minutes } from '../lib/clock';
import { fail, json, langOf, readJson, type Lang } from '../lib/http';
import { customerApi } from '../lib/with-customer';
import { invoicesHandlers } from './invoices';
import { paymentsHandlers } from './payments';
import { idParam, UUID } from '../lib/params';
import { applePayHandlers } from './apple-pay';
import { threeDsHandlers } from './three-ds';
import { providerHandlers } from './provider';
import { myRecordsList } from './my-records';

/**
 * Reservations (stateful, by the mock clock). Test units (see TEST_UNITS in mocks/db/reservations/seed.ts):
 * 539 → 500 `reservation__technical_error`; 540 → held by another customer after every reset (409
 * `reservation__in_progress`, `retry_after_minutes` 12 right after the reset); 503 (reserved) → 409
 * `unit__already_reserved`; 504 (sold), 505 (unlisted) → 409 `unit__not_available`; 9999 → 404; a unit
 * whose licence has expired (ids divisible by 13, e.g. 507) → 409 `unit__license_expired`; a customer
 * who already holds a unit (`created` or `waiting_for_transfer`) → 409 `reservation__active_exists`.
 * Every 201 or 409 answer uses one of the `reservation_attempt_limit` (3) attempts per customer and unit
 * within 24 hours; then 429 `reservation__attempts_limit_reached`. An unpaid hold expires at
 * `reserved_till` (30 minutes, or the bank-transfer deadline) and frees the unit.
 */
const DAY = 86_400_000;
const TAKEN: readonly string[] = ['sold', 'unlisted'];

function takeAttempt(customerId: number, unitId: number, now: number): number | undefined {
  const key = `${customerId}:${unitId}`;
  const recent = (attempts.get(key) ?? []).filter((at) => at > now - DAY);
  if (recent.length >= RESERVATION_ATTEMPT_LIMIT) return undefined;
  attempts.set(key, [...recent, now]);
  return RESERVATION_ATTEMPT_LIMIT - recent.length - 1;
}

function created(reservation: MockReservation, lang: Lang) {
  return json(toReservation(reservation, lang), {
    status: 201,
    headers: { Location: `/customer/api/v1/reservations/${reservation.id}/` },
  });
}

/** The customer's reservation that holds a unit now (one at a time: holds may not be traded). */
function activeHoldOf(customerId: number): MockReservation | undefined {
  sweepReservations();
  return [...reservations.values()].find(
    (item) =>
      item.customerId === customerId && ['created', 'waiting_for_transfer'].includes(item.status),
  );
}

/** Synchronous from the checks to the hold: two concurrent requests can never both win a unit. */
function reserve(customerId: number, unitId: unknown, key: string | undefined, lang: Lang) {
  if (!Number.isInteger(unitId) || (unitId as number) < 1) return fail(400, ['unit__required']);
  const id = unitId as number;
  const known = key ? reservationKeys.get(`${customerId}:${key}`) : undefined;
  if (known) {
    if (known.unitId !== id) return fail(409, ['idempotency_key__mismatch']);
    return created(refreshReservation(reservations.get(known.reservationId)!), lang);
  }
  const unit = findUnit(id);
  if (!unit) return fail(404, ['unit__not_found']);
  if (id === TEST_UNITS.technicalError) return fail(500, ['reservation__technical_error']);
  if (!unit.license.is_valid) return fail(409, ['unit__license_expired']);
  const active = activeHoldOf(customerId);
  if (active) return fail(409, ['reservation__active_exists'], { reservation_id: active.id });
  const now = clock.now();
  const left = takeAttempt(customerId, id, now);
  if (left === undefined)
    return fail(429, ['reservation__attempts_limit_reached'], { attempts_left: 0 });
  if (TAKEN.includes(unit.status))
    return fail(409, ['unit__not_available'], { attempts_left: left });
  const holder = holderOf(id);
  if (holder && isUnpaidHold(holder)) {
    const retry = Math.max(1, Math.ceil((holder.reservedTill - now) / minutes(1)));
    return fail(409, ['reservation__in_progress'], {
      retry_after_minutes: retry,
      attempts_left: left,
    });
  }
  if (holder || unit.status !== 'listed')
    return fail(409, ['unit__already_reserved'], { attempts_left: left });
  const reservationId = nextReservationId();
  const reservation: MockReservation = {
    id: reservationId,
    number: reservationNumber(reservationId, now),
    customerId,
    unitId: id,
    status: 'created',
    amount: unit.reservation_amount,
    createdAt: now,
    reservedTill: now + minutes(RESERVATION_HOLD_MINUTES),
  };
  reservations.set(reservation.id, reservation);
  setUnitStatus(id, 'reserved');
  if (key) reservationKeys.set(`${customerId}:${key}`, { unitId: id, reservationId });
  return created(reservation, lang);
}

const BASE = '/customer/api/v1/reservations';

export const reservationsHandlers = [
  myRecordsList(`${BASE}/`, {
    records: reservations,
    statuses: Object.values(ReservationStatus),
    sweep: sweepReservations,
    view: toReservation,
  }),

  customerApi.post(`${BASE}/`, async ({ request, customer }) => {
    const key = request.headers.get('idempotency-key') ?? undefined;
    if (key !== undefined && !UUID.test(key)) return fail(400, ['idempotency_key__invalid']);
    const body = await readJson<ReservationCreate>(request);
    return reserve(customer.id, body.unit_id, key, langOf(request));
  }),

  customerApi.get(`${BASE}/:reservationId/`, ({ request, params, customer }) => {
    const reservation = findReservationOf(customer.id, idParam(params.reservationId) ?? 0);
    if (!reservation) return fail(404, ['reservation__not_found']);
    return json(toReservation(refreshReservation(reservation), langOf(request)));
  }),

  customerApi.post(`${BASE}/:reservationId/cancel`, ({ request, params, customer }) => {
    const reservation = findReservationOf(customer.id, idParam(params.reservationId) ?? 0);
    if (!reservation) return fail(404, ['reservation__not_found']);
    refreshReservation(reservation);
    if (CANCELABLE_STATUSES.includes(reservation.status)) cancelReservation(reservation);
    else if (reservation.status === 'expired') return fail(409, ['reservation__expired']);
    else if (reservation.status !== 'canceled') return fail(409, ['reservation__not_cancelable']);
    return json(toReservation(reservation, langOf(request)));
  }),

  ...paymentsHandlers,
  ...applePayHandlers,
  ...threeDsHandlers,
  ...providerHandlers,
  ...invoicesHandlers,
];
