// Sign-up (registry refusals by the documented test numbers), the profile and address steps and Nafath
// on the mock backend; every answer checked against the contract.
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  expectAnswer,
  field,
  NEW_SIGN_UP as NEW,
  useMockApi,
  type MockApi,
} from '../../../mocks/testing/mock-api';

const SIGN_UP = '/customer/api/v1/sign-up';
const PROFILE = {
  full_name: 'سارة عبدالله القحطاني',
  email: 'sara.q@example.com',
  nationality: 'SAU',
  marital_status: 'married',
  residence_city_id: 1,
};

/** Signs a new customer up to the Nafath step. */
async function registerUpToNafath(api: MockApi, nationalId: string, phone: string): Promise<void> {
  await api.start();
  const started = await api.post(SIGN_UP, {
    json: { ...NEW, national_id: nationalId, phone_number: phone },
  });
  expectAnswer(started, 200);
  const created = await api.post('/customer/api/v1/sign-up/otp', {
    json: { sid: field(started, 'sid'), otp: DEMO.otp },
  });
  expectAnswer(created, 200);
  expectAnswer(
    await api.put('/customer/api/v1/profile', {
      json: { ...PROFILE, email: `${nationalId}@example.com` },
    }),
    200,
  );
  const [first] = (await api.get('/customer/api/v1/profile/addresses/')).body as Array<{
    id: number;
  }>;
  expectAnswer(
    await api.post('/customer/api/v1/profile/addresses/current', {
      json: { address_id: first.id },
    }),
    200,
  );
}

async function nafathOutcome(api: MockApi, waitSeconds: number): Promise<unknown> {
  const nafath = await api.post('/customer/api/v1/nafath/requests');
  expectAnswer(nafath, 201);
  await api.advance(waitSeconds);
  const state = await api.get(`/customer/api/v1/nafath/requests/${String(field(nafath, 'id'))}`);
  expectAnswer(state, 200);
  return field(state, 'status');
}

describe('sign-up', () => {
  const mock = useMockApi();

  it('refuses missing, invalid, taken and registry-refused details', async () => {
    const { api } = mock;
    await api.start();
    const signUp = (changes: Record<string, string>) =>
      api.post(SIGN_UP, { json: { ...NEW, ...changes } });
    expectAnswer(
      await api.post(SIGN_UP, { json: {} }),
      400,
      'national_id__required',
      'phone_number__required',
      'birthday__required',
    );
    expectAnswer(await signUp({ national_id: '1000000009' }), 400, 'national_id__invalid');
    // A registered ID or mobile is told only after the code (tests/security/sign-up-enumeration).
    expectAnswer(await signUp({ national_id: DEMO.nationalId }), 200);
    expectAnswer(await signUp({ phone_number: DEMO.mobile }), 200);
    expectAnswer(
      await signUp({ national_id: '1000000016' }),
      400,
      'national_id_phone_number__mismatch',
    );
    expectAnswer(
      await signUp({ national_id: '1000000024' }),
      400,
      'national_id__absher_not_activated',
    );
    expectAnswer(
      await signUp({ phone_number: '0500000099' }),
      400,
      'phone_number__absher_not_available',
    );
    expectAnswer(await signUp({ birthday: '2015-01-01' }), 400, 'birthday__underage');
    expectAnswer(await signUp({ phone_number: '+971501234567' }), 400, 'phone_code__invalid');
  });

  it('goes through every step: code, profile, address, Nafath', async () => {
    const { api } = mock;
    await api.start();
    const started = await api.post(SIGN_UP, { json: NEW });
    expectAnswer(started, 200);
    const sid = field(started, 'sid');
    expectAnswer(
      await api.post('/customer/api/v1/sign-in/otp', { json: { sid, otp: DEMO.otp } }),
      400,
      'bad_credentials',
    );
    expectAnswer(
      await api.post('/customer/api/v1/sign-up/otp', { json: { sid, otp: '9999' } }),
      400,
      'otp__invalid',
    );
    const created = await api.post('/customer/api/v1/sign-up/otp', {
      json: { sid, otp: DEMO.otp },
    });
    expectAnswer(created, 200);
    expect((field(created, 'profile') as { registration_step: string }).registration_step).toBe(
      'profile',
    );

    expectAnswer(await api.post('/customer/api/v1/nafath/requests'), 403, 'permission__denied');
    expectAnswer(await api.put('/customer/api/v1/profile', { json: { full_name: 'سارة' } }), 400);
    const profile = await api.put('/customer/api/v1/profile', { json: PROFILE });
    expectAnswer(profile, 200);
    expect(field(profile, 'registration_step')).toBe('address');

    const addresses = await api.get('/customer/api/v1/profile/addresses/');
    expectAnswer(addresses, 200);
    const [first] = addresses.body as Array<{ id: number }>;
    const current = (json: object) =>
      api.post('/customer/api/v1/profile/addresses/current', { json });
    expectAnswer(await current({}), 400, 'address__required');
    expectAnswer(await current({ address_id: 999999 }), 400, 'address__invalid');
    expectAnswer(await current({ address_id: first.id }), 200);
    expect(field(await api.get('/customer/api/v1/profile'), 'registration_step')).toBe('nafath');

    expect(await nafathOutcome(api, 5)).toBe('approved');
    expect(field(await api.get('/customer/api/v1/profile'), 'registration_step')).toBe('complete');
    expectAnswer(
      await api.get('/customer/api/v1/nafath/requests/nfr_unknown'),
      404,
      'nafath__not_found',
    );
  });

  it('answers each Nafath outcome of the test IDs', async () => {
    const { api } = mock;
    await registerUpToNafath(api, '1000000032', '0555555532');
    expect(await nafathOutcome(api, 5)).toBe('rejected');
    expect(field(await api.get('/customer/api/v1/profile'), 'registration_step')).toBe('nafath');

    api.jar.clear();
    await registerUpToNafath(api, '1000000040', '0555555540');
    expect(await nafathOutcome(api, 11)).toBe('expired');

    api.jar.clear();
    await registerUpToNafath(api, '1000000057', '0555555557');
    expectAnswer(
      await api.post('/customer/api/v1/nafath/requests'),
      503,
      'nafath__service_unavailable',
    );
  });

  it('rejects with the nafath-reject scenario', async () => {
    const { api } = mock;
    await registerUpToNafath(api, '1000000073', '0555555573');
    api.scenario('nafath-reject');
    expect(await nafathOutcome(api, 5)).toBe('rejected');
  });
});
