// Helpers for the reservation flows of the mock backend (test units and cards are documented in
// mocks/db/reservations and docs/mock-backend.md).
import { expect } from 'vitest';
import { expectAnswer, field, items, type MockApi } from '../../../mocks/testing/mock-api';
import type { Exchange } from '../../../scripts/contract/client';

export const TEST_UNITS = {
  technicalError: 539,
  heldByAnotherCustomer: 540,
  alreadyReserved: 503,
  sold: 504,
  unlisted: 505,
  unknown: 9999,
};
export const CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  technicalError: '4000000000000119',
  threeDs: '4000000000003220',
  declinedLater: '4000000000000341',
};
export const RESERVATIONS = '/customer/api/v1/reservations/';

/** Units that can be reserved now, without the test units of fixed behaviour. */
export async function freeUnits(api: MockApi): Promise<number[]> {
  const list = await api.get('/api/v1/units/?available_only=true&page_size=100');
  expectAnswer(list, 200);
  const special = new Set<number>(Object.values(TEST_UNITS));
  const ids = items(list)
    .map((unit) => Number(unit.id))
    .filter((id) => !special.has(id));
  expect(ids.length, 'free units to reserve').toBeGreaterThan(3);
  return ids;
}

export function reserve(
  api: MockApi,
  unitId: number,
  key: string = crypto.randomUUID(),
): Promise<Exchange> {
  return api.post(RESERVATIONS, { json: { unit_id: unitId }, headers: { 'Idempotency-Key': key } });
}

/** A new reservation in `created`; answers its id. */
export async function newReservation(api: MockApi, unitId: number): Promise<number> {
  const created = await reserve(api, unitId);
  expectAnswer(created, 201);
  expect(field(created, 'status')).toBe('created');
  return Number(field(created, 'id'));
}

/** A payment body for a test card: the mock provider's token of it, on the card's network. */
export { cardPayment } from '../../../mocks/testing/provider';

export function pay(api: MockApi, reservationId: number, body: object): Promise<Exchange> {
  return api.post(`${RESERVATIONS}${reservationId}/payments`, {
    json: body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}
