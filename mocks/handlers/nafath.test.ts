import { describe, expect, it } from 'vitest';
import { clock, seconds } from '../lib/clock';
import { MockApi, codesOf } from '../testing/mock-api';

type Created = { id: string; random_number: string; valid_during_sec: number };
const NAFATH = '/customer/api/v1/nafath/requests';

/** Signs a new customer up to the given step. */
async function signUp(nationalId: string, until: 'profile' | 'nafath' = 'nafath') {
  const client = new MockApi('en');
  await client.start();
  const body = {
    national_id: nationalId,
    phone_number: `05${nationalId.slice(2)}`,
    birthday: '1990-01-01',
    birthday_calendar: 'hijri',
  };
  const started = await client.post<{ sid: string }>('/customer/api/v1/sign-up', { json: body });
  await client.post('/customer/api/v1/sign-up/otp', {
    json: { sid: started.body.sid, otp: '123456' },
  });
  if (until === 'profile') return client;
  const profile = {
    full_name: 'Sara Al Qahtani',
    email: `s${nationalId}@example.com`,
    nationality: 'SAU',
    marital_status: 'single',
    residence_city_id: 1,
  };
  const updated = await client.put('/customer/api/v1/profile', { json: profile });
  expect(updated.body).toMatchObject({ registration_step: 'address', email_confirmed: false });
  const addresses = await client.get<{ id: number }[]>('/customer/api/v1/profile/addresses/');
  expect(addresses.body.length).toBeGreaterThanOrEqual(2);
  const chosen = await client.post('/customer/api/v1/profile/addresses/current', {
    json: {
      address_id: addresses.body[1]!.id,
    },
  });
  expect(chosen.body).toMatchObject({ is_current: true });
  expect((await client.get('/customer/api/v1/profile')).body).toMatchObject({
    registration_step: 'nafath',
  });
  return client;
}

async function requestAndWait(client: MockApi, waitSeconds: number) {
  const created = await client.post<Created>(NAFATH);
  expect(created.status).toBe(201);
  expect(created.body.random_number).toMatch(/^\d{2}$/);
  const first = await client.get<{ status: string }>(`${NAFATH}/${created.body.id}`);
  expect(first.body.status).toBe('waiting');
  clock.advance(seconds(waitSeconds));
  return (await client.get<{ status: string }>(`${NAFATH}/${created.body.id}`)).body.status;
}

describe('Nafath', () => {
  it('approves after a few seconds and completes the sign-up', async () => {
    const client = await signUp('1000000065');
    expect(await requestAndWait(client, 5)).toBe('approved');
    expect((await client.get('/customer/api/v1/profile')).body).toMatchObject({
      registration_step: 'complete',
    });
  });

  it('rejects for the documented ID', async () => {
    const client = await signUp('1000000032');
    expect(await requestAndWait(client, 5)).toBe('rejected');
    expect((await client.get('/customer/api/v1/profile')).body).toMatchObject({
      registration_step: 'nafath',
    });
  });

  it("rejects with the 'nafath-reject' scenario", async () => {
    const client = await signUp('1000000073');
    client.scenario('nafath-reject');
    expect(await requestAndWait(client, 5)).toBe('rejected');
  });

  it('expires for the documented ID', async () => {
    const client = await signUp('1000000040');
    const created = await client.post<Created>(NAFATH);
    expect(created.body.valid_during_sec).toBe(10);
    clock.advance(seconds(5));
    expect((await client.get<{ status: string }>(`${NAFATH}/${created.body.id}`)).body.status).toBe(
      'waiting',
    );
    clock.advance(seconds(6));
    expect((await client.get<{ status: string }>(`${NAFATH}/${created.body.id}`)).body.status).toBe(
      'expired',
    );
  });

  it('a new request replaces a waiting one', async () => {
    const client = await signUp('1000000081');
    const first = await client.post<Created>(NAFATH);
    await client.post<Created>(NAFATH);
    expect((await client.get<{ status: string }>(`${NAFATH}/${first.body.id}`)).body.status).toBe(
      'expired',
    );
  });

  it('refuses before the address step, when unavailable, and for unknown ids', async () => {
    const early = await signUp('1000000107', 'profile');
    expect(codesOf(await early.post(NAFATH))).toEqual(['permission__denied']);
    const down = await signUp('1000000057');
    const unavailable = await down.post(NAFATH);
    expect([unavailable.status, codesOf(unavailable)]).toEqual([
      503,
      ['nafath__service_unavailable'],
    ]);
    const demo = new MockApi('en');
    await demo.signIn();
    expect(codesOf(await demo.get(`${NAFATH}/nfr_unknown`))).toEqual(['nafath__not_found']);
    expect((await new MockApi('en').get(`${NAFATH}/nfr_unknown`)).status).toBe(401);
  });
});
