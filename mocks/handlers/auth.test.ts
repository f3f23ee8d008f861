import { describe, expect, it } from 'vitest';
import { clock, seconds } from '../lib/clock';
import { MockApi, codesOf } from '../testing/mock-api';

type Started = {
  sid: string;
  valid_during_sec: number;
  resend_after_sec: number;
  masked_phone?: string;
};

async function startSignIn(login = '0500000001') {
  const client = new MockApi('en');
  await client.start();
  const started = await client.post<Started>('/customer/api/v1/sign-in', { json: { login } });
  expect(started.status).toBe(200);
  return { client, sid: started.body.sid };
}

const signUpBody = (national_id: string, phone_number = '0555555555', birthday = '1990-01-01') => ({
  national_id,
  phone_number,
  birthday,
  birthday_calendar: 'gregorian',
});

describe('CSRF', () => {
  it('refuses an unsafe call without a matching X-CSRFTOKEN', async () => {
    const client = new MockApi('en');
    const bare = await client.post('/customer/api/v1/sign-in', { json: { login: '0500000001' } });
    expect([bare.status, codesOf(bare)]).toEqual([403, ['csrf__invalid']]);
    await client.start();
    const wrong = await client.post('/customer/api/v1/sign-in', {
      json: { login: '0500000001' },
      headers: { 'X-CSRFTOKEN': 'nope' },
    });
    expect([wrong.status, codesOf(wrong)]).toEqual([403, ['csrf__invalid']]);
    expect(
      (await client.post('/customer/api/v1/sign-in', { json: { login: '0500000001' } })).status,
    ).toBe(200);
  });

  it('check-authenticated sets a script-readable csrftoken cookie and keeps it', async () => {
    const client = new MockApi('en');
    const first = await client.get('/customer/api/v1/check-authenticated');
    expect(first.body).toEqual({ authenticated: false });
    const token = client.jar.get('csrftoken');
    expect(first.headers.getSetCookie().join()).not.toMatch(/HttpOnly/);
    await client.get('/customer/api/v1/check-authenticated');
    expect(client.jar.get('csrftoken')).toBe(token);
  });
});

describe('sign-in', () => {
  it('sends a code to the number of a national ID or a mobile number', async () => {
    const client = new MockApi('en');
    await client.start();
    const byId = await client.post<Started>('/customer/api/v1/sign-in', {
      json: { login: '1000000008' },
    });
    expect(byId.body).toEqual({
      sid: expect.any(String),
      valid_during_sec: 120,
      resend_after_sec: 30,
    });
    const byPhone = await client.post('/customer/api/v1/sign-in', {
      json: { login: '+966500000001' },
    });
    expect(byPhone.status).toBe(200);
  });

  it.each([
    ['', 400, 'phone_number__required'],
    ['12345', 400, 'phone_number__invalid'],
    ['1000000009', 400, 'national_id__invalid'],
    ['1000000024', 400, 'national_id__absher_not_activated'],
    ['0500000099', 400, 'phone_number__absher_not_available'],
  ])('login %j answers %i %s', async (login, status, code) => {
    const client = new MockApi('en');
    await client.start();
    const answer = await client.post('/customer/api/v1/sign-in', { json: { login } });
    expect([answer.status, codesOf(answer)]).toEqual([status, [code]]);
  });

  it.each(['0512345678', '1000000065'])(
    'login %j without an account answers as one with, and no code signs it in',
    async (login) => {
      const client = new MockApi('en');
      await client.start();
      const started = await client.post<Started>('/customer/api/v1/sign-in', { json: { login } });
      expect(started.body).toEqual({
        sid: expect.any(String),
        valid_during_sec: 120,
        resend_after_sec: 30,
      });
      const done = await client.post('/customer/api/v1/sign-in/otp', {
        json: { sid: started.body.sid, otp: '123456' },
      });
      expect(done.body).toEqual({ errors: ['otp__invalid'], meta: { attempts_left: 2 } });
    },
  );
});

describe('one-time codes', () => {
  it('123456 signs in and sets the session cookies', async () => {
    const { client, sid } = await startSignIn();
    const csrfBefore = client.jar.get('csrftoken');
    const done = await client.post('/customer/api/v1/sign-in/otp', {
      json: { sid, otp: '123456' },
    });
    expect(done.body).toMatchObject({
      authenticated: true,
      profile: { national_id: '1000000008', phone_number: '+966500000001' },
    });
    expect(client.jar.get('sessionid')).toBeTruthy();
    expect(client.jar.get('refresh')).toBeTruthy();
    expect(client.jar.get('csrftoken')).not.toBe(csrfBefore);
    const again = await client.post('/customer/api/v1/sign-in/otp', {
      json: { sid, otp: '123456' },
    });
    expect(codesOf(again)).toEqual(['otp__not_found']);
  });

  it('counts wrong codes down, then the sid answers 429', async () => {
    const { client, sid } = await startSignIn();
    for (const left of [2, 1, 0]) {
      const wrong = await client.post('/customer/api/v1/sign-in/otp', {
        json: { sid, otp: '9999' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ errors: ['otp__invalid'], meta: { attempts_left: left } });
    }
    const locked = await client.post('/customer/api/v1/sign-in/otp', {
      json: { sid, otp: '123456' },
    });
    expect(locked.body).toEqual({ errors: ['action__limit_exceeded'], meta: { limit: 'code' } });
    expect(locked.headers.get('retry-after')).toBeTruthy();
    expect((await client.post('/api/v1/otp-resend', { json: { sid } })).status).toBe(429);
  });

  it('expires the code after valid_during_sec', async () => {
    const { client, sid } = await startSignIn();
    clock.advance(seconds(121));
    const late = await client.post('/customer/api/v1/sign-in/otp', {
      json: { sid, otp: '123456' },
    });
    expect([late.status, codesOf(late)]).toEqual([400, ['otp__expired']]);
  });

  it('refuses a resend before resend_after_sec, then sends a new code', async () => {
    const { client, sid } = await startSignIn();
    const early = await client.post('/api/v1/otp-resend', { json: { sid } });
    expect([early.status, codesOf(early)]).toEqual([409, ['otp__still_valid']]);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(seconds(31));
    const resent = await client.post<Started>('/api/v1/otp-resend', { json: { sid } });
    expect(resent.body).toMatchObject({ sid, valid_during_sec: 120, resend_after_sec: 30 });
  });

  it('answers otp__not_found, sid__required and bad_credentials', async () => {
    const { client, sid } = await startSignIn();
    const unknown = await client.post('/customer/api/v1/sign-in/otp', {
      json: {
        sid: 'no-such-sid',
        otp: '123456',
      },
    });
    expect(codesOf(unknown)).toEqual(['otp__not_found']);
    expect(
      codesOf(await client.post('/api/v1/otp-resend', { json: { sid: 'no-such-sid' } })),
    ).toEqual(['otp__not_found']);
    expect(codesOf(await client.post('/api/v1/otp-resend', { json: {} }))).toEqual([
      'sid__required',
    ]);
    expect(codesOf(await client.post('/customer/api/v1/sign-in/otp', { json: {} }))).toEqual([
      'sid__required',
      'otp__required',
    ]);
    const wrongFlow = await client.post('/customer/api/v1/sign-up/otp', {
      json: { sid, otp: '123456' },
    });
    expect(codesOf(wrongFlow)).toEqual(['bad_credentials']);
  });
});

describe('sign-up', () => {
  it.each([
    [signUpBody('1000000016'), ['national_id_phone_number__mismatch']],
    [signUpBody('1000000024'), ['national_id__absher_not_activated']],
    [signUpBody('1000000065', '0500000099'), ['phone_number__absher_not_available']],
    [signUpBody('1000000009'), ['national_id__invalid']],
    [signUpBody('1000000065', '+971501234567'), ['phone_code__invalid']],
    [signUpBody('1000000065', '0555555555', '2015-01-01'), ['birthday__underage']],
    [{ ...signUpBody('1000000065'), birthday_calendar: 'julian' }, ['birthday__invalid']],
    [{}, ['national_id__required', 'phone_number__required', 'birthday__required']],
  ])('refuses %j with %j', async (body, codes) => {
    const client = new MockApi('en');
    await client.start();
    const answer = await client.post('/customer/api/v1/sign-up', { json: body });
    expect([answer.status, codesOf(answer)]).toEqual([400, codes]);
  });

  it('creates the customer at the profile step with the code', async () => {
    const client = new MockApi('en');
    await client.start();
    const started = await client.post<Started>('/customer/api/v1/sign-up', {
      json: signUpBody('2000000006'),
    });
    expect(started.body.masked_phone).toBe('05******55');
    const done = await client.post('/customer/api/v1/sign-up/otp', {
      json: {
        sid: started.body.sid,
        otp: '123456',
      },
    });
    expect(done.body).toMatchObject({
      authenticated: true,
      profile: {
        national_id: '2000000006',
        phone_number: '+966555555555',
        registration_step: 'profile',
        email_confirmed: false,
      },
    });
    const again = await client.post<Started>('/customer/api/v1/sign-up', {
      json: signUpBody('2000000006', '0555555556'),
    });
    expect(again.status).toBe(200);
    const taken = await client.post('/customer/api/v1/sign-up/otp', {
      json: {
        sid: again.body.sid,
        otp: '123456',
      },
    });
    expect(codesOf(taken)).toEqual(['national_id__exists']);
  });
});
