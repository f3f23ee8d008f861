import { describe, expect, it } from 'vitest';
import type { ErrorBody, Reservation } from '../../generated/model';
import { findUnit } from '../db/catalogue';
import { clock } from '../lib/clock';
import { codesOf, MockApi } from '../testing/mock-api';
import { anotherCustomer, freeUnits, signedInClient } from '../testing/customer-client';

const RESERVATIONS = '/customer/api/v1/reservations/';
const [FREE_UNIT = 0, OTHER_FREE_UNIT = 0] = freeUnits();
const reserve = (client: MockApi, unitId: number, headers?: Record<string, string>) =>
  client.post<Reservation & ErrorBody>(RESERVATIONS, { json: { unit_id: unitId }, headers });

describe('reserving a unit', () => {
  it('needs a session, then a CSRF token', async () => {
    expect(codesOf(await reserve(new MockApi('en'), FREE_UNIT))).toEqual([
      'authentication__required',
    ]);
    const client = signedInClient();
    const refused = await client.post(RESERVATIONS, { json: { unit_id: FREE_UNIT }, csrf: false });
    expect([refused.status, codesOf(refused)]).toEqual([403, ['csrf__invalid']]);
  });

  it('holds a free unit for the hold time', async () => {
    const answer = await reserve(signedInClient(), FREE_UNIT);
    expect(answer.status).toBe(201);
    const amount = findUnit(FREE_UNIT)?.reservation_amount;
    expect(answer.body).toMatchObject({
      status: 'created',
      amount,
      can_cancel: true,
      unit: { id: FREE_UNIT },
    });
    expect(Date.parse(answer.body.reserved_till) - clock.now()).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(answer.body.reserved_till) - clock.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(answer.headers.get('location')).toBe(`${RESERVATIONS}${answer.body.id}/`);
    expect(findUnit(FREE_UNIT)?.status).toBe('reserved');
  });

  it('lets exactly one of two concurrent requests win', async () => {
    const [first, second] = [signedInClient(), signedInClient(anotherCustomer())];
    const answers = await Promise.all([
      reserve(first, OTHER_FREE_UNIT),
      reserve(second, OTHER_FREE_UNIT),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body).toEqual({
      errors: ['reservation__in_progress'],
      meta: { retry_after_minutes: 30, attempts_left: 2 },
    });
  });

  it("tells how many minutes are left on another customer's hold", async () => {
    const client = signedInClient();
    expect((await reserve(client, 540)).body.meta).toEqual({
      retry_after_minutes: 12,
      attempts_left: 2,
    });
    await client.advance(5 * 60 + 30);
    expect((await reserve(client, 540)).body.meta).toEqual({
      retry_after_minutes: 7,
      attempts_left: 1,
    });
  });

  it('allows three attempts per unit in 24 hours', async () => {
    const client = signedInClient();
    const lefts = [];
    for (let n = 0; n < 3; n += 1)
      lefts.push((await reserve(client, 540)).body.meta?.attempts_left);
    expect(lefts).toEqual([2, 1, 0]);
    const limited = await reserve(client, 540);
    expect([limited.status, limited.body]).toEqual([
      429,
      { errors: ['reservation__attempts_limit_reached'], meta: { attempts_left: 0 } },
    ]);
    await client.advance(24 * 3600 + 60);
    expect((await reserve(client, 540)).status).toBe(201);
  });

  it.each([
    [503, 409, 'unit__already_reserved'],
    [504, 409, 'unit__not_available'],
    [505, 409, 'unit__not_available'],
    [9999, 404, 'unit__not_found'],
    [539, 500, 'reservation__technical_error'],
  ])('answers unit %i with %i %s', async (unitId, status, code) => {
    const answer = await reserve(signedInClient(), unitId);
    expect([answer.status, codesOf(answer)]).toEqual([status, [code]]);
  });

  it('refuses a unit whose advertising licence has expired, using no attempt', async () => {
    expect(findUnit(507)).toMatchObject({ status: 'listed', reservable: false });
    const client = signedInClient();
    const answer = await reserve(client, 507);
    expect([answer.status, answer.body]).toEqual([409, { errors: ['unit__license_expired'] }]);
    expect(findUnit(507)?.status).toBe('listed');
    const unit = await client.get<{ reservable: boolean }>('/api/v1/units/507/');
    expect(unit.body.reservable).toBe(false);
  });

  it('lets a customer hold one unit at a time and names the hold', async () => {
    const client = signedInClient();
    const first = await reserve(client, FREE_UNIT);
    expect(first.status).toBe(201);
    const second = await reserve(client, OTHER_FREE_UNIT);
    expect([second.status, second.body]).toEqual([
      409,
      { errors: ['reservation__active_exists'], meta: { reservation_id: first.body.id } },
    ]);
    expect(findUnit(OTHER_FREE_UNIT)?.status).toBe('listed');
    await client.post(`${RESERVATIONS}${first.body.id}/cancel`);
    expect((await reserve(client, OTHER_FREE_UNIT)).status).toBe(201);
  });

  it('refuses a body without a unit and a malformed idempotency key', async () => {
    const client = signedInClient();
    expect(codesOf(await client.post(RESERVATIONS, { json: {} }))).toEqual(['unit__required']);
    expect(codesOf(await reserve(client, FREE_UNIT, { 'Idempotency-Key': 'nope' }))).toEqual([
      'idempotency_key__invalid',
    ]);
  });

  it('replays a retry with the same Idempotency-Key', async () => {
    const client = signedInClient();
    const key = { 'Idempotency-Key': '5b1f0c7e-2f0a-4d7a-9a47-3b8e0f6c9d21' };
    const first = await reserve(client, FREE_UNIT, key);
    const again = await reserve(client, FREE_UNIT, key);
    expect([again.status, again.body.id]).toEqual([201, first.body.id]);
    expect(codesOf(await reserve(client, OTHER_FREE_UNIT, key))).toEqual([
      'idempotency_key__mismatch',
    ]);
  });

  it('expires an unpaid hold by the clock and frees the unit', async () => {
    const client = signedInClient();
    const { body } = await reserve(client, FREE_UNIT);
    await client.advance(30 * 60);
    const read = await client.get<Reservation>(`${RESERVATIONS}${body.id}/`);
    expect(read.body).toMatchObject({ status: 'expired', can_cancel: false });
    expect(findUnit(FREE_UNIT)?.status).toBe('listed');
    expect((await reserve(signedInClient(anotherCustomer()), FREE_UNIT)).status).toBe(201);
  });
});

describe('reading and canceling reservations', () => {
  it('lists the seeded reservations of the demo customer, newest first', async () => {
    const client = signedInClient();
    const page = await client.get<{ results: Reservation[]; count: number }>(RESERVATIONS);
    expect(page.body.results.map((item) => [item.id, item.status])).toEqual([
      [381, 'confirmed'],
      [380, 'confirmed'],
      [379, 'expired'],
    ]);
    const paid = findUnit(page.body.results[0]!.unit.id)?.reservation_amount;
    expect(page.body.results[0]).toMatchObject({
      payment_option: 'mada',
      invoice: {},
      payment: { paid_amount: paid },
    });
    const filtered = await client.get<{ results: Reservation[] }>(`${RESERVATIONS}?status=expired`);
    expect(filtered.body.results.map((item) => item.id)).toEqual([379]);
  });

  it("hides another customer's reservation", async () => {
    const client = signedInClient(anotherCustomer());
    expect(codesOf(await client.get(`${RESERVATIONS}381/`))).toEqual(['reservation__not_found']);
  });

  it('cancels a hold, frees the unit and refuses to cancel an ended reservation', async () => {
    const client = signedInClient();
    const { body } = await reserve(client, FREE_UNIT);
    const canceled = await client.post<Reservation>(`${RESERVATIONS}${body.id}/cancel`);
    expect(canceled.body).toMatchObject({ status: 'canceled', can_cancel: false });
    expect(findUnit(FREE_UNIT)?.status).toBe('listed');
    expect((await client.post(`${RESERVATIONS}${body.id}/cancel`)).status).toBe(200);
    const expired = await client.post(`${RESERVATIONS}379/cancel`);
    expect([expired.status, codesOf(expired)]).toEqual([409, ['reservation__expired']]);
  });
});
