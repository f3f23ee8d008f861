// Attack: an anonymous visitor learns who is a customer by starting a sign-in with a national ID or a
// mobile number: an unknown one used to answer 404 `customer__not_found`, a registered one 200 with the
// masked mobile of the account. Whether someone has a mortgage or property account is personal data:
// both answer the same (status, fields, headers), with no mobile derived from the account, and the code
// step, the resend and a wrong code tell nothing either.
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  expectAnswer,
  field,
  nationalId,
  useMockApi,
  type MockApi,
} from '../../mocks/testing/mock-api';

const SIGN_IN = '/customer/api/v1/sign-in';

const LOGINS = {
  registeredId: DEMO.nationalId,
  unknownId: nationalId('104455667'),
  registeredMobile: DEMO.mobile,
  unknownMobile: '0544556677',
};

/** What an answer shows, less the values that differ on every call (the sid). */
function shapeOf(answer: Awaited<ReturnType<MockApi['post']>>) {
  const body = (answer.body ?? {}) as Record<string, unknown>;
  return {
    status: answer.status,
    keys: Object.keys(body).sort(),
    valid: body.valid_during_sec,
    resend: body.resend_after_sec,
    headers: [...answer.headers.keys()].filter((name) => name !== 'date').sort(),
  };
}

async function startSignIn(api: MockApi, login: string) {
  api.jar.clear();
  await api.start();
  return api.post(SIGN_IN, { json: { login } });
}

describe('sign-in enumeration', () => {
  const mock = useMockApi();

  it('answers an unknown ID or mobile exactly like a registered one, without the mobile', async () => {
    const shapes: Record<string, ReturnType<typeof shapeOf>> = {};
    for (const [name, login] of Object.entries(LOGINS))
      shapes[name] = shapeOf(await startSignIn(mock.api, login));
    expect(shapes.registeredId?.status).toBe(200);
    for (const shape of Object.values(shapes)) expect(shape).toEqual(shapes.registeredId);
    expect(shapes.registeredId?.keys).not.toContain('masked_phone');
  });

  it('a wrong code and a resend tell nothing about the account', async () => {
    const seen = [];
    for (const login of [LOGINS.registeredId, LOGINS.unknownId]) {
      const started = await startSignIn(mock.api, login);
      const sid = field(started, 'sid');
      const wrong = await mock.api.post('/customer/api/v1/sign-in/otp', {
        json: { sid, otp: '000000' },
      });
      await mock.api.advance(31);
      const resent = await mock.api.post('/api/v1/otp-resend', { json: { sid } });
      seen.push([wrong.status, wrong.body, shapeOf(resent)]);
    }
    expect(seen[1]).toEqual(seen[0]);
  });

  it('an unknown login never signs in, whatever the code', async () => {
    const started = await startSignIn(mock.api, LOGINS.unknownId);
    const answer = await mock.api.post('/customer/api/v1/sign-in/otp', {
      json: { sid: field(started, 'sid'), otp: DEMO.otp },
    });
    expectAnswer(answer, 400, 'otp__invalid');
    expect(mock.api.jar.get('sessionid') ?? '').toBe('');
  });
});
