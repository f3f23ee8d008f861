// Attack: guessing a one-time code. A 4-digit code is about 13 bits; ASVS 5.0 (V6.6) asks for at
// least 20 bits in an out-of-band code: 6 digits, with 3 attempts per code. The contract, the mock
// and the app's default all agree; the length comes from web-app-config.
import { describe, expect, it } from 'vitest';
import { verifySignInOtpBody } from '@generated/zod/auth/auth.zod';
import { DEFAULT_OTP_LENGTH, otpError } from '@/components/otp/otp-code';
import { DEMO, expectAnswer, field, useMockApi } from '../../mocks/testing/mock-api';

const SID = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';

describe('one-time codes', () => {
  const mock = useMockApi();

  it('have at least 20 bits: 6 digits or more in the contract, the mock and the app', async () => {
    expect(Math.log2(10 ** DEFAULT_OTP_LENGTH)).toBeGreaterThanOrEqual(19.9);
    expect(verifySignInOtpBody.safeParse({ sid: SID, otp: '1234' }).success).toBe(false);
    expect(verifySignInOtpBody.safeParse({ sid: SID, otp: '123456' }).success).toBe(true);
    const config = await mock.api.get('/customer/api/v1/web-app-config');
    expect(field(config, 'otp_length')).toBeGreaterThanOrEqual(6);
    expect(otpError('1234')).toBe('otp__invalid');
  });

  it('a 4-digit guess is wrong, and three wrong guesses end the code', async () => {
    const { api } = mock;
    await api.start();
    const started = await api.post('/customer/api/v1/sign-in', { json: { login: DEMO.mobile } });
    const sid = field(started, 'sid');
    for (const guess of ['1234', '000000', '999999'])
      expectAnswer(
        await api.post('/customer/api/v1/sign-in/otp', { json: { sid, otp: guess } }),
        400,
        'otp__invalid',
      );
    expectAnswer(
      await api.post('/customer/api/v1/sign-in/otp', { json: { sid, otp: DEMO.otp } }),
      429,
      'action__limit_exceeded',
    );
  });
});
