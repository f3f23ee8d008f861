// Sign-in, one-time codes and the session on the mock backend; every answer checked against the
// contract (useMockApi fails a test on any violation).
import { describe, expect, it } from 'vitest';
import { DEMO, expectAnswer, field, useMockApi } from '../../../mocks/testing/mock-api';

const SIGN_IN = '/customer/api/v1/sign-in';
const SIGN_IN_OTP = '/customer/api/v1/sign-in/otp';
const RESEND = '/api/v1/otp-resend';

describe('sign-in', () => {
  const mock = useMockApi();

  it('refuses bad logins, and answers an unknown customer as a known one', async () => {
    const { api } = mock;
    await api.start();
    expectAnswer(await api.post(SIGN_IN, { json: { login: '' } }), 400, 'phone_number__required');
    expectAnswer(
      await api.post(SIGN_IN, { json: { login: '12ab' } }),
      400,
      'phone_number__invalid',
    );
    expectAnswer(
      await api.post(SIGN_IN, { json: { login: '1000000001' } }),
      400,
      'national_id__invalid',
    );
    // An unknown customer is not told apart (tests/security/sign-in-enumeration.node.test.ts).
    expectAnswer(await api.post(SIGN_IN, { json: { login: '0599999999' } }), 200);
    expectAnswer(await api.post(SIGN_IN_OTP, { json: {} }), 400, 'sid__required', 'otp__required');
    expectAnswer(
      await api.post(SIGN_IN_OTP, { json: { sid: 'no-such-sid', otp: DEMO.otp } }),
      400,
      'otp__not_found',
    );
    expectAnswer(await api.post(RESEND, { json: { sid: 'no-such-sid' } }), 400, 'otp__not_found');
    expectAnswer(await api.post(RESEND, { json: {} }), 400, 'sid__required');
  });

  it('signs in with the mobile number, a wrong code, a resend and the right code', async () => {
    const { api } = mock;
    const before = await api.start();
    expect(field(before, 'authenticated')).toBe(false);
    const started = await api.post(SIGN_IN, { json: { login: DEMO.mobile } });
    expectAnswer(started, 200);
    const sid = field(started, 'sid');
    expectAnswer(await api.post(SIGN_IN_OTP, { json: { sid, otp: '0000' } }), 400, 'otp__invalid');
    expectAnswer(await api.post(RESEND, { json: { sid } }), 409, 'otp__still_valid');
    await api.advance(Number(field(started, 'resend_after_sec')));
    expectAnswer(await api.post(RESEND, { json: { sid } }), 200);
    const done = await api.post(SIGN_IN_OTP, { json: { sid, otp: DEMO.otp } });
    expectAnswer(done, 200);
    expect(api.jar.get('sessionid')).toBeTruthy();
    const after = await api.get('/customer/api/v1/check-authenticated');
    expect(field(after, 'authenticated')).toBe(true);
    expectAnswer(await api.get('/customer/api/v1/profile'), 200);
  });

  it('signs in with the national ID', async () => {
    const profile = await mock.api.signIn(DEMO.nationalId);
    expect(profile.national_id).toBe(DEMO.nationalId);
    expect(profile.registration_step).toBe('complete');
  });

  it('voids the code after the attempt limit', async () => {
    const { api } = mock;
    await api.start();
    const sid = field(await api.post(SIGN_IN, { json: { login: DEMO.mobile } }), 'sid');
    let last = await api.post(SIGN_IN_OTP, { json: { sid, otp: '0000' } });
    for (let attempt = 0; attempt < 10 && last.status === 400; attempt += 1) {
      last = await api.post(SIGN_IN_OTP, { json: { sid, otp: '0000' } });
    }
    expectAnswer(last, 429, 'action__limit_exceeded');
    expectAnswer(await api.post(SIGN_IN_OTP, { json: { sid, otp: DEMO.otp } }), [400, 429]);
  });

  it('lets the code expire', async () => {
    const { api } = mock;
    await api.start();
    const started = await api.post(SIGN_IN, { json: { login: DEMO.mobile } });
    await api.advance(Number(field(started, 'valid_during_sec')) + 1);
    expectAnswer(
      await api.post(SIGN_IN_OTP, { json: { sid: field(started, 'sid'), otp: DEMO.otp } }),
      400,
    );
  });

  it('refreshes the session, signs out, and refuses without a session', async () => {
    const { api } = mock;
    await api.signIn();
    expectAnswer(await api.post('/customer/api/v1/refresh'), 204);
    expectAnswer(await api.post('/customer/api/v1/sign-out'), 204);
    expectAnswer(await api.get('/customer/api/v1/profile'), 401, 'authentication__required');
    expectAnswer(await api.post('/customer/api/v1/refresh'), 401, 'authentication__required');
    expectAnswer(await api.post('/customer/api/v1/sign-out'), 204);
  });

  it('expires an idle session after 30 minutes', async () => {
    const { api } = mock;
    await api.signIn();
    await api.advance(31 * 60);
    expectAnswer(await api.get('/customer/api/v1/profile'), 401, 'authentication__required');
    expect(field(await api.get('/customer/api/v1/check-authenticated'), 'authenticated')).toBe(
      false,
    );
  });

  it('refuses unsafe calls without the CSRF header', async () => {
    const { api } = mock;
    await api.start();
    expectAnswer(
      await api.post(SIGN_IN, { json: { login: DEMO.mobile }, csrf: false }),
      403,
      'csrf__invalid',
    );
    expectAnswer(
      await api.post(SIGN_IN, {
        json: { login: DEMO.mobile },
        headers: { 'X-CSRFTOKEN': 'forged' },
      }),
      403,
      'csrf__invalid',
    );
  });
});
