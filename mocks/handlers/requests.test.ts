import { describe, expect, it } from 'vitest';
import { MockApi, codesOf } from '../testing/mock-api';

const FEEDBACK = '/customer/api/v1/feedback';
const REAL_ESTATE = '/customer/api/v1/real-estate-request';

const feedback = (email = 'sara@example.com') => ({
  full_name: 'Sara Al Qahtani',
  email,
  phone_number: '0551234567',
  reason: 'suggestion',
  text: 'Please add more villas in Al Narjis.',
});

const realEstate = (overrides: Record<string, unknown> = {}) => ({
  purpose: 'buy',
  property_type: 'house',
  price_range: '1m_2m',
  region: 1,
  city: 1,
  districts: [101, 102],
  full_name: 'Sara Al Qahtani',
  phone_number: '0551234567',
  email: 'sara@example.com',
  consent: true,
  ...overrides,
});

async function visitor() {
  const client = new MockApi('en');
  await client.start();
  return client;
}

describe('feedback', () => {
  it('receives a valid message with a reference', async () => {
    const answer = await (await visitor()).post(FEEDBACK, { json: feedback() });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ reference: expect.stringMatching(/^FB-\d{4}-\d{6}$/) });
  });

  it('lists every failing field', async () => {
    const answer = await (
      await visitor()
    ).post(FEEDBACK, { json: { full_name: '1', email: 'x', reason: 'rant', text: 'short' } });
    expect(codesOf(answer)).toEqual([
      'full_name__invalid',
      'email__invalid',
      'phone_number__required',
      'reason__invalid',
      'text__invalid',
    ]);
  });

  it('refuses a high fraud risk unless signed in (test e-mail and scenario)', async () => {
    const anonymous = await visitor();
    const risky = await anonymous.post(FEEDBACK, { json: feedback('fraud@example.com') });
    expect([risky.status, codesOf(risky)]).toEqual([403, ['feedback__fraud_risk_high']]);
    anonymous.scenario('fraud-risk');
    expect(codesOf(await anonymous.post(FEEDBACK, { json: feedback() }))).toEqual([
      'feedback__fraud_risk_high',
    ]);
    const signedIn = new MockApi('en');
    await signedIn.signIn();
    signedIn.scenario('fraud-risk');
    expect((await signedIn.post(FEEDBACK, { json: feedback('fraud@example.com') })).status).toBe(
      201,
    );
  });
});

describe('real-estate request', () => {
  it('receives a valid request', async () => {
    const answer = await (
      await visitor()
    ).post(REAL_ESTATE, {
      json: realEstate({ price_from: 1_200_000, price_to: 1_500_000, notes: 'Near a school' }),
    });
    expect(answer.status).toBe(201);
  });

  it('caps the districts with meta.max', async () => {
    const answer = await (
      await visitor()
    ).post(REAL_ESTATE, { json: realEstate({ districts: [101, 102, 103, 104, 105, 106] }) });
    expect(answer.body).toEqual({ errors: ['districts__too_many'], meta: { max: 5 } });
  });

  it('checks the place, the price range and the consent', async () => {
    const client = await visitor();
    expect(codesOf(await client.post(REAL_ESTATE, { json: realEstate({ city: 2 }) }))).toEqual([
      'city__invalid',
      'districts__invalid',
    ]);
    expect(codesOf(await client.post(REAL_ESTATE, { json: realEstate({ region: 99 }) }))).toEqual([
      'region__invalid',
    ]);
    expect(
      codesOf(await client.post(REAL_ESTATE, { json: realEstate({ districts: [] }) })),
    ).toEqual(['districts__required']);
    expect(
      codesOf(await client.post(REAL_ESTATE, { json: realEstate({ price_from: 1_200_000 }) })),
    ).toEqual(['price_to__required']);
    expect(
      codesOf(
        await client.post(REAL_ESTATE, {
          json: realEstate({ price_from: 100, price_to: 3_000_000 }),
        }),
      ),
    ).toEqual(['price_from__invalid', 'price_to__invalid']);
    expect(
      codesOf(
        await client.post(REAL_ESTATE, {
          json: realEstate({ price_range: '500k_1m', price_from: 900_000, price_to: 600_000 }),
        }),
      ),
    ).toEqual(['price_to__below_from']);
    expect(
      codesOf(await client.post(REAL_ESTATE, { json: realEstate({ consent: false }) })),
    ).toEqual(['consent__required']);
    expect(
      codesOf(await client.post(REAL_ESTATE, { json: realEstate({ notes: 'x'.repeat(1001) }) })),
    ).toEqual(['notes__invalid']);
  });

  it('lists every missing field', async () => {
    const answer = await (await visitor()).post(REAL_ESTATE, { json: {} });
    expect(codesOf(answer)).toEqual([
      'purpose__required',
      'property_type__required',
      'price_range__required',
      'region__required',
      'city__required',
      'districts__required',
      'full_name__required',
      'email__required',
      'phone_number__required',
      'consent__required',
    ]);
  });

  it('refuses without the CSRF header', async () => {
    const answer = await (await visitor()).post(REAL_ESTATE, { json: realEstate(), csrf: false });
    expect(codesOf(answer)).toEqual(['csrf__invalid']);
  });
});
