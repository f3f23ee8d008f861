// Attack: guessing a one-time code without end. Each code allows 3 attempts, but starting a sign-in
// again, or asking for a new code, used to give 3 fresh attempts: 40 sign-ins for one ID with 3 wrong
// codes each, then the right one, signed in. Codes sent are limited per login and per network, and
// wrong codes per login across every flow, answered 429 `action__limit_exceeded` with `Retry-After`
// (the contract's `x-rate-limits`; the mock's clock drives the windows).
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
const SIGN_IN_OTP = '/customer/api/v1/sign-in/otp';
const SIGN_UP = '/customer/api/v1/sign-up';
const RESEND = '/api/v1/otp-resend';
const WRONG = '000000';
/** The contract's limits (x-rate-limits of the sign-in operations). */
const CODES_PER_LOGIN = 5;
const CODES_PER_NETWORK = 20;
const WRONG_CODES_PER_LOGIN = 10;
const CODES_WINDOW = 900;
const WRONG_WINDOW = 3600;

/** A network the mock's server saw (its `X-Mock-Network`, set from the connection). */
const from = (network: string) => ({ headers: { 'X-Mock-Network': network } });

function retryAfter(answer: { headers: Headers }): number {
  const value = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(value), `Retry-After ${answer.headers.get('retry-after')}`).toBe(true);
  return value;
}

async function start(api: MockApi, login: string, network = 'net-a') {
  return api.post(SIGN_IN, { json: { login }, ...from(network) });
}

describe('one-time codes cannot be guessed without end', () => {
  const mock = useMockApi();

  it('40 sign-ins with 3 wrong codes each: refused long before, and the right code does not sign in', async () => {
    const { api } = mock;
    await api.start();
    let wrong = 0;
    let refused: Awaited<ReturnType<typeof start>> | undefined;
    let lastSid: unknown;
    for (let round = 0; round < 40 && !refused; round += 1) {
      const started = await start(api, DEMO.nationalId);
      if (started.status === 429) refused = started;
      else {
        lastSid = field(started, 'sid');
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const answer = await api.post(SIGN_IN_OTP, { json: { sid: lastSid, otp: WRONG } });
          if (answer.status === 429) {
            refused = answer;
            break;
          }
          expectAnswer(answer, 400, 'otp__invalid');
          wrong += 1;
        }
      }
    }
    expect(refused, 'a 429 before 40 rounds').toBeDefined();
    expectAnswer(refused!, 429, 'action__limit_exceeded');
    expect(retryAfter(refused!)).toBeGreaterThan(0);
    expect(wrong).toBeLessThanOrEqual(WRONG_CODES_PER_LOGIN);
    const right = await api.post(SIGN_IN_OTP, { json: { sid: lastSid, otp: DEMO.otp } });
    expectAnswer(right, 429, 'action__limit_exceeded');
    expect(api.jar.get('sessionid') ?? '').toBe('');
  });

  it(`sends at most ${CODES_PER_LOGIN} codes to one login in ${CODES_WINDOW} s, then tells when to try again`, async () => {
    const { api } = mock;
    await api.start();
    for (let sent = 0; sent < CODES_PER_LOGIN; sent += 1)
      expectAnswer(await start(api, DEMO.mobile), 200);
    const refused = await start(api, DEMO.mobile, 'net-b');
    expectAnswer(refused, 429, 'action__limit_exceeded');
    expect(field(refused, 'meta')).toEqual({ limit: 'login' });
    const wait = retryAfter(refused);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(CODES_WINDOW);
    // The same customer by the other login is another login; the window moves with the mock's clock.
    expectAnswer(await start(api, DEMO.nationalId), 200);
    await api.advance(wait - 1);
    expectAnswer(await start(api, DEMO.mobile), 429, 'action__limit_exceeded');
    await api.advance(1);
    expectAnswer(await start(api, DEMO.mobile), 200);
  });

  it('counts a resend among the codes of the login, and refuses it before its countdown', async () => {
    const { api } = mock;
    await api.start();
    const first = await start(api, DEMO.mobile);
    await api.advance(31);
    expectAnswer(await api.post(RESEND, { json: { sid: field(first, 'sid') } }), 200);
    for (let sent = 2; sent < CODES_PER_LOGIN; sent += 1)
      expectAnswer(await start(api, DEMO.mobile), 200);
    const resent = await api.post(RESEND, { json: { sid: field(first, 'sid') } });
    expectAnswer(resent, 429, 'action__limit_exceeded');
    expect(retryAfter(resent)).toBeGreaterThan(0);
  });

  it(`checks at most ${WRONG_CODES_PER_LOGIN} wrong codes per login in ${WRONG_WINDOW} s, across flows and resends`, async () => {
    const { api } = mock;
    await api.start();
    const flow = field(await start(api, DEMO.nationalId), 'sid');
    let wrong = 0;
    // Two wrong codes, a new code (3 fresh attempts for this code), again: the login's total holds.
    for (let resend = 0; resend < 3; resend += 1) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expectAnswer(await api.post(SIGN_IN_OTP, { json: { sid: flow, otp: WRONG } }), 400);
        wrong += 1;
      }
      await api.advance(31);
      expectAnswer(await api.post(RESEND, { json: { sid: flow } }), 200);
    }
    // The code of the last resend has 3 attempts again: two of them, then a new flow's first two.
    for (const sid of [flow, flow]) {
      expectAnswer(await api.post(SIGN_IN_OTP, { json: { sid, otp: WRONG } }), 400);
      wrong += 1;
    }
    const fresh = field(await start(api, DEMO.nationalId), 'sid');
    for (; wrong < WRONG_CODES_PER_LOGIN; wrong += 1)
      expectAnswer(await api.post(SIGN_IN_OTP, { json: { sid: fresh, otp: WRONG } }), 400);
    const refused = await api.post(SIGN_IN_OTP, { json: { sid: fresh, otp: DEMO.otp } });
    expectAnswer(refused, 429, 'action__limit_exceeded');
    expect(field(refused, 'meta')).toEqual({ limit: 'login' });
    const wait = retryAfter(refused);
    expect(wait).toBeGreaterThan(CODES_WINDOW);
    expect(wait).toBeLessThanOrEqual(WRONG_WINDOW);
    // A new flow gets no fresh attempts: the start is refused with the same wait.
    const again = await start(api, DEMO.nationalId, 'net-c');
    expectAnswer(again, 429, 'action__limit_exceeded');
    await api.advance(wait);
    const later = field(await start(api, DEMO.nationalId), 'sid');
    expectAnswer(await api.post(SIGN_IN_OTP, { json: { sid: later, otp: DEMO.otp } }), 200);
  });

  it(`sends at most ${CODES_PER_NETWORK} codes from one network in ${CODES_WINDOW} s, whatever the logins`, async () => {
    const { api } = mock;
    await api.start();
    for (let sent = 0; sent < CODES_PER_NETWORK; sent += 1) {
      const login =
        sent % 2 ? nationalId(`1${String(sent).padStart(8, '7')}`) : `05${sent}`.padEnd(10, '3');
      expectAnswer(await start(api, login, 'net-crowd'), 200);
    }
    const refused = await start(api, nationalId('177777770'), 'net-crowd');
    expectAnswer(refused, 429, 'action__limit_exceeded');
    expect(field(refused, 'meta')).toEqual({ limit: 'network' });
    expect(retryAfter(refused)).toBeLessThanOrEqual(CODES_WINDOW);
    const signUp = await api.post(SIGN_UP, {
      json: {
        national_id: nationalId('177777771'),
        phone_number: '0566666666',
        birthday: '1990-01-01',
        birthday_calendar: 'gregorian',
      },
      ...from('net-crowd'),
    });
    expectAnswer(signUp, 429, 'action__limit_exceeded');
    expectAnswer(await start(api, DEMO.mobile, 'net-elsewhere'), 200);
  });

  it('limits sign-up codes per mobile and per ID like sign-in', async () => {
    const { api } = mock;
    await api.start();
    const body = (id: string) => ({
      national_id: id,
      phone_number: '0566666666',
      birthday: '1990-01-01',
      birthday_calendar: 'gregorian',
    });
    for (let sent = 0; sent < CODES_PER_LOGIN; sent += 1)
      expectAnswer(await api.post(SIGN_UP, { json: body(nationalId(`16666666${sent}`)) }), 200);
    const refused = await api.post(SIGN_UP, { json: body(nationalId('166666669')) });
    expectAnswer(refused, 429, 'action__limit_exceeded');
    expect(retryAfter(refused)).toBeGreaterThan(0);
  });
});
