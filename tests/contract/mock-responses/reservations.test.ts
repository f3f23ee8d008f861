// Reserving units on the mock backend: refusals by test unit, contention and the attempt limit,
// idempotency, hold expiry and cancel; every answer checked against the contract.
import { describe, expect, it } from 'vitest';
import { MockApi, expectAnswer, field, items, useMockApi } from '../../../mocks/testing/mock-api';
import {
  RESERVATIONS,
  TEST_UNITS,
  freeUnits,
  newReservation,
  reserve,
} from '../support/reservations';

describe('reservations', () => {
  const mock = useMockApi();

  it('needs a session', async () => {
    const { api } = mock;
    await api.start();
    expectAnswer(await api.get(RESERVATIONS), 401, 'authentication__required');
    expectAnswer(await reserve(api, TEST_UNITS.sold), 401, 'authentication__required');
  });

  it("lists and details the customer's reservations", async () => {
    const { api } = mock;
    await api.signIn();
    const list = await api.get(RESERVATIONS);
    expectAnswer(list, 200);
    const [first] = items(list);
    expectAnswer(await api.get(`${RESERVATIONS}${String(first.id)}/`), 200);
    expectAnswer(await api.get(`${RESERVATIONS}?status=confirmed&status=expired`), 200);
    expectAnswer(await api.get(`${RESERVATIONS}999999/`), 404, 'reservation__not_found');
    expectAnswer(await api.get(`${RESERVATIONS}?page=999`), 400, 'page__invalid');
    api.language = 'en';
    expectAnswer(await api.get(RESERVATIONS), 200);
  });

  it('refuses units that cannot be reserved, and limits the attempts', async () => {
    const { api } = mock;
    await api.signIn();
    expectAnswer(await api.post(RESERVATIONS, { json: {} }), 400, 'unit__required');
    expectAnswer(await reserve(api, 1, 'not-a-uuid'), 400, 'idempotency_key__invalid');
    expectAnswer(await reserve(api, TEST_UNITS.unknown), 404, 'unit__not_found');
    expectAnswer(await reserve(api, TEST_UNITS.alreadyReserved), 409, 'unit__already_reserved');
    expectAnswer(await reserve(api, TEST_UNITS.sold), 409, 'unit__not_available');
    expectAnswer(
      await reserve(api, TEST_UNITS.technicalError),
      500,
      'reservation__technical_error',
    );
    const held = await reserve(api, TEST_UNITS.heldByAnotherCustomer);
    expectAnswer(held, 409, 'reservation__in_progress');
    expect(field(held, 'meta')).toMatchObject({ retry_after_minutes: 12 });
    let last = held;
    for (let attempt = 0; attempt < 5 && last.status === 409; attempt += 1)
      last = await reserve(api, TEST_UNITS.heldByAnotherCustomer);
    expectAnswer(last, 429, 'reservation__attempts_limit_reached');
  });

  it('lets exactly one of two concurrent requests for a free unit win', async () => {
    const { api } = mock;
    await api.signIn();
    const [unit] = await freeUnits(api);
    const other = new MockApi();
    await other.start();
    const started = await other.post('/customer/api/v1/sign-up', {
      json: {
        national_id: '1000000081',
        phone_number: '0555555581',
        birthday: '1990-01-01',
        birthday_calendar: 'gregorian',
      },
    });
    expectAnswer(
      await other.post('/customer/api/v1/sign-up/otp', {
        json: { sid: field(started, 'sid'), otp: '123456' },
      }),
      200,
    );
    const answers = await Promise.all([reserve(api, unit), reserve(other, unit)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expectAnswer(
      answers.find((answer) => answer.status === 409)!,
      409,
      'reservation__in_progress',
    );
    expect(other.violations()).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the same reservation', async () => {
    const { api } = mock;
    await api.signIn();
    const [unit, otherUnit] = await freeUnits(api);
    const key = crypto.randomUUID();
    const first = await reserve(api, unit, key);
    expectAnswer(first, 201);
    const again = await reserve(api, unit, key);
    expectAnswer(again, 201);
    expect(field(again, 'id')).toBe(field(first, 'id'));
    expectAnswer(await reserve(api, otherUnit, key), 409, 'idempotency_key__mismatch');
  });

  it('expires an unpaid hold and cancels', async () => {
    const { api } = mock;
    await api.signIn();
    const [unit, otherUnit] = await freeUnits(api);
    const canceled = await newReservation(api, otherUnit);
    expectAnswer(await api.post(`${RESERVATIONS}${canceled}/cancel`), 200);
    const again = await api.post(`${RESERVATIONS}${canceled}/cancel`);
    expectAnswer(again, 200);
    expect(field(again, 'status')).toBe('canceled');
    const held = await newReservation(api, unit);
    expectAnswer(await api.post(`${RESERVATIONS}999999/cancel`), 404, 'reservation__not_found');
    await api.advanceActive(31 * 60);
    const expired = await api.get(`${RESERVATIONS}${held}/`);
    expectAnswer(expired, 200);
    expect(field(expired, 'status')).toBe('expired');
    expectAnswer(await api.post(`${RESERVATIONS}${held}/cancel`), 409, 'reservation__expired');
  });
});
