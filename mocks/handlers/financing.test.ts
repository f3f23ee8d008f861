import { describe, expect, it } from 'vitest';
import type { FinancingPrefill, FinancingRates, FinancingRequest } from '../../generated/model';
import { codesOf, MockApi } from '../testing/mock-api';
import { signedInClient } from '../testing/customer-client';
import {
  complete,
  filledRequest,
  one,
  priceOfReservation380,
  REQUESTS,
  withSimahConsent,
} from '../testing/financing-fixtures';

describe('financing rates', () => {
  it('are public, with an APR at least the profit rate', async () => {
    const { status, body } = await new MockApi('en').get<FinancingRates>(
      '/api/v1/financing/rates/',
    );
    expect(status).toBe(200);
    expect(body.rates.length).toBeGreaterThanOrEqual(3);
    for (const rate of body.rates) expect(rate.apr).toBeGreaterThanOrEqual(rate.profit_rate);
  });
});

describe('financing requests', () => {
  it('needs a session and lists the seeded requests', async () => {
    expect((await new MockApi('en').get(REQUESTS)).status).toBe(401);
    const page = await signedInClient().get<{ results: FinancingRequest[] }>(REQUESTS);
    expect(page.body.results.map((item) => [item.id, item.status])).toEqual([
      [56, 'new'],
      [55, 'prepared'],
      [54, 'approved'],
    ]);
  });

  it('names the reservation a request finances by its number', async () => {
    const client = signedInClient();
    const request = await client.get<FinancingRequest>(`${REQUESTS}55/`);
    const reservation = await client.get<{ number: string }>(
      `/customer/api/v1/reservations/${request.body.reservation_id}/`,
    );
    expect(request.body.reservation_number).toMatch(/^RSV-\d{4}-\d{6}$/);
    expect(request.body.reservation_number).toBe(reservation.body.number);
  });

  it('creates a request in new with what is missing, then fills it', async () => {
    const client = signedInClient();
    const own = { description: 'Villa in Al Yasmin', city_id: 1, estimated_price: 2100000 };
    const created = await client.post<FinancingRequest>(REQUESTS, { json: { own_property: own } });
    expect(created.body).toMatchObject({
      status: 'new',
      allowed_actions: ['edit', 'cancel'],
      estimated_price: 2100000,
    });
    expect(created.body.missing_fields).toContain('monthly_income');
    const { reservation_id: _, ...rest } = complete;
    const property = {
      property_type: 'house',
      property_readiness: 'ready_unit',
      region_id: 1,
      address: 'Al Yasmin',
    };
    const saved = await client.call<FinancingRequest>('PATCH', one(created.body.id), {
      json: { ...rest, ...property, down_payment: 210000 },
    });
    expect(saved.body).toMatchObject({
      status: 'filled',
      missing_fields: [],
      loan_amount: 1890000,
    });
    expect(saved.body.allowed_actions).toEqual(['edit', 'cancel', 'submit']);
  });

  it('validates every field sent at once', async () => {
    const client = signedInClient();
    const price = await priceOfReservation380(client);
    const bad = {
      ...complete,
      down_payment: price / 10,
      monthly_income: 3000,
      family_members: 0,
      age: 17,
      employment_type: 'unemployed',
    };
    const answer = await client.post(REQUESTS, { json: bad });
    expect(answer.status).toBe(400);
    expect(codesOf(answer).sort()).toEqual(
      [
        'age__underage',
        'employment_type__not_allowed',
        'family_members__invalid',
        'monthly_income__below_minimum',
      ].sort(),
    );
    expect((answer.body as { meta: unknown }).meta).toEqual({ min: 4000 });
    const small = { ...complete, down_payment: price - 50000, loan_percent: (50000 / price) * 100 };
    const loan = await client.post(REQUESTS, { json: small });
    expect(loan.body).toEqual({
      errors: ['loan_amount__out_of_range'],
      meta: { min: 100000, max: 5000000 },
    });
    expect(codesOf(await client.post(REQUESTS, { json: {} }))).toEqual(['reservation__required']);
    expect(codesOf(await client.post(REQUESTS, { json: { reservation_id: 379 } }))).toEqual([
      'reservation__invalid',
    ]);
    const taken = await client.post(REQUESTS, { json: { reservation_id: 381 } });
    expect([taken.status, codesOf(taken)]).toEqual([409, ['financing_request__already_exists']]);
  });

  it('refuses to submit an incomplete or ineligible request', async () => {
    const client = signedInClient();
    const incomplete = await client.post(one(56, 'submit'));
    expect(codesOf(incomplete)).toEqual(
      expect.arrayContaining(['financing_request__incomplete', 'age__required']),
    );
    const retiree = await filledRequest(client, { employment_type: 'retiree_ppa' });
    expect(codesOf(await client.post(one(retiree.id, 'submit')))).toEqual([
      'financing__no_offers_for_employment_type',
    ]);
  });

  it('asks SIMAH only with the consent to the current text, and keeps it with the request', async () => {
    const client = signedInClient();
    expect(codesOf(await client.post(one(56, 'prefill'), { json: {} }))).toEqual([
      'simah_consent__required',
    ]);
    const old = { simah_consent: { version: 'simah-2019-01', given_at: '2025-03-04T10:00:00Z' } };
    expect(codesOf(await client.post(one(56, 'prefill'), { json: old }))).toEqual([
      'simah_consent__outdated',
    ]);
    expect((await client.get(one(56, 'prefill'))).status).toBe(404);
    expect((await client.get<FinancingRequest>(one(56))).body.simah_consent).toBeUndefined();
    expect((await client.post(one(56, 'prefill'), withSimahConsent)).status).toBe(202);
    expect((await client.get<FinancingRequest>(one(56))).body.simah_consent).toEqual({
      version: 'simah-2025-01',
      given_at: '2025-03-04T07:04:45.000Z',
    });
  });

  it('pre-fills from the credit bureau, or fails for the documented employer', async () => {
    const client = signedInClient();
    expect((await client.get(one(56, 'prefill'))).status).toBe(404);
    const started = await client.post<FinancingPrefill>(one(56, 'prefill'), withSimahConsent);
    expect([started.status, started.body.status]).toEqual([202, 'pending']);
    await client.advance(3);
    expect((await client.get<FinancingPrefill>(one(56, 'prefill'))).body).toMatchObject({
      status: 'completed',
    });
    const request = (await client.get<FinancingRequest>(one(56))).body;
    expect(request).toMatchObject({ monthly_income: 18500, employment_type: 'government' });
    expect(request.financing_data_fetched_at).toBeDefined();
    await client.call('PATCH', one(56), { json: { employer_name: 'no-record' } });
    await client.post(one(56, 'prefill'), withSimahConsent);
    await client.advance(3);
    const failed = await client.get<FinancingPrefill>(one(56, 'prefill'));
    expect(failed.body).toMatchObject({
      status: 'failed',
      failure_code: 'financing_data__unavailable',
    });
  });
});
