// Attacks on the session, against the mock as a backend team runs it (Node: HttpOnly cookies):
// - a personal answer kept by a shared cache or the browser's (no `Cache-Control: no-store`);
// - a stolen or fixed session that outlives the customer signing in again (no rotation);
// - the refresh token sent with every request (`Path=/`), where any leak of a request's cookies leaks it;
// - a CSRF token that works with any session (a token read or set for one session forges for another);
// - cookies a sibling subdomain or a plain-http page can set (no `__Host-` prefix, a deployment setting).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCookiePrefix } from '../../mocks/lib/session';
import { DEMO, expectAnswer, MockApi } from '../../mocks/testing/mock-api';
import { loadContract } from '../../scripts/contract/contract';
import { REFRESH_PATH } from '../../src/lib/http/api-client';

const PERSONAL = [
  '/customer/api/v1/profile',
  '/customer/api/v1/profile/data-export',
  '/customer/api/v1/profile/addresses/',
  '/customer/api/v1/reservations/',
  '/customer/api/v1/financing-requests/',
  '/customer/api/v1/notifications/',
  '/customer/api/v1/saved-homes/',
  '/customer/api/v1/saved-searches/',
  '/customer/api/v1/check-authenticated',
];

const setCookie = (exchange: { headers: Headers }, name: string) =>
  exchange.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

/** A client of its own, signed in as the demo customer with the one-time code. */
async function signedIn(): Promise<MockApi> {
  const client = new MockApi('en');
  await client.signIn(DEMO.mobile);
  return client;
}

/** A client with only these cookies (a thief's). */
function holding(cookies: Record<string, string | undefined>): MockApi {
  const client = new MockApi('en');
  for (const [name, value] of Object.entries(cookies)) if (value) client.jar.set(name, value);
  return client;
}

beforeEach(async () => {
  await new MockApi().reset();
});

describe('personal answers', () => {
  it.each(PERSONAL)('%s answers Cache-Control: no-store', async (path) => {
    const client = await signedIn();
    const answer = await client.get(path);
    expectAnswer(answer, 200);
    expect(answer.headers.get('cache-control') ?? '').toMatch(/(^|,\s*)no-store\b/);
  });

  it('a refused personal call is not kept either', async () => {
    const answer = await new MockApi().get('/customer/api/v1/profile');
    expectAnswer(answer, 401);
    expect(answer.headers.get('cache-control') ?? '').toMatch(/\bno-store\b/);
  });
});

describe('signing in again', () => {
  it('ends the earlier session and its refresh token; another device stays signed in', async () => {
    const client = await signedIn();
    const other = await signedIn();
    const old = { session: client.jar.get('sessionid'), refresh: client.jar.get('refresh') };
    const csrf = client.jar.get('csrftoken');
    expect(old.session && old.refresh).toBeTruthy();
    await client.signIn(DEMO.mobile);
    expect(client.jar.get('sessionid')).not.toBe(old.session);
    expectAnswer(await client.get('/customer/api/v1/profile'), 200);
    expectAnswer(
      await holding({ sessionid: old.session, csrftoken: csrf }).get('/customer/api/v1/profile'),
      401,
      'authentication__required',
    );
    expectAnswer(
      await holding({ refresh: old.refresh, csrftoken: csrf }).post(REFRESH_PATH),
      401,
      'authentication__required',
    );
    expectAnswer(await other.get('/customer/api/v1/profile'), 200);
  });

  it('a refresh ends the session and the refresh token it replaces', async () => {
    const client = await signedIn();
    const old = { session: client.jar.get('sessionid'), refresh: client.jar.get('refresh') };
    const csrf = client.jar.get('csrftoken');
    expectAnswer(await client.post(REFRESH_PATH), 204);
    expectAnswer(
      await holding({ sessionid: old.session, csrftoken: csrf }).get('/customer/api/v1/profile'),
      401,
    );
    expectAnswer(await holding({ refresh: old.refresh, csrftoken: csrf }).post(REFRESH_PATH), 401);
    expectAnswer(await client.get('/customer/api/v1/profile'), 200);
  });
});

describe('the refresh cookie', () => {
  it('is sent only to the refresh operation (Path), and the app refreshes there', async () => {
    const client = new MockApi('en');
    await client.start();
    const started = await client.post('/customer/api/v1/sign-in', { json: { login: DEMO.mobile } });
    const done = await client.post('/customer/api/v1/sign-in/otp', {
      json: { sid: (started.body as { sid: string }).sid, otp: DEMO.otp },
    });
    const line = setCookie(done, 'refresh') ?? '';
    expect(line).toMatch(/;\s*Path=\/customer\/api\/v1\/refresh(;|$)/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(setCookie(done, 'sessionid')).toMatch(/;\s*Path=\/(;|$)/);
    const rules = (
      loadContract().document as unknown as { 'x-cookies': Record<string, { path: string }> }
    )['x-cookies'];
    expect(rules.refresh!.path).toBe(REFRESH_PATH);
    expectAnswer(await client.post(REFRESH_PATH), 204);
  });

  it('is revoked by signing out, though sign-out is not on its path', async () => {
    const client = await signedIn();
    const refresh = client.jar.get('refresh');
    const csrf = client.jar.get('csrftoken');
    const out = await client.post('/customer/api/v1/sign-out');
    expectAnswer(out, 204);
    const expired = setCookie(out, 'refresh') ?? '';
    expect(expired).toMatch(/;\s*Max-Age=0(;|$)/i);
    expect(expired).toMatch(/;\s*Path=\/customer\/api\/v1\/refresh(;|$)/i);
    expectAnswer(await holding({ refresh, csrftoken: csrf }).post(REFRESH_PATH), 401);
  });
});

describe('the CSRF token', () => {
  it("of another session (or a visitor's) is refused with 403, its own is taken", async () => {
    const client = await signedIn();
    const other = await signedIn();
    const visitor = new MockApi('en');
    await visitor.start();
    const path = '/customer/api/v1/notifications/mark-all-read';
    for (const token of [other.jar.get('csrftoken'), visitor.jar.get('csrftoken')]) {
      const forged = await client.post(path, { csrfToken: token });
      expectAnswer(forged, 403, 'csrf__invalid');
      expectAnswer(await client.post(REFRESH_PATH, { csrfToken: token }), 403, 'csrf__invalid');
    }
    expectAnswer(await client.post(path), [200, 204]);
  });

  it('is rotated at sign-in, and check-authenticated gives the session its own', async () => {
    const client = new MockApi('en');
    await client.start();
    const before = client.jar.get('csrftoken');
    await client.signIn(DEMO.mobile);
    expect(client.jar.get('csrftoken')).not.toBe(before);
    const mine = client.jar.get('csrftoken');
    client.jar.set('csrftoken', 'tossed-by-a-sibling');
    await client.get('/customer/api/v1/check-authenticated');
    expect(client.jar.get('csrftoken')).toBe(mine);
  });
});

describe('the cookie prefixes (MOCK_COOKIE_PREFIX=__Host-)', () => {
  afterEach(() => setCookiePrefix(undefined));

  it('names the cookies __Host-sessionid, __Host-csrftoken and __Secure-refresh', async () => {
    setCookiePrefix('__Host-');
    const client = new MockApi('en', { cookiePrefix: '__Host-' });
    expect(client.cookieNames).toEqual({
      session: '__Host-sessionid',
      refresh: '__Secure-refresh',
      csrf: '__Host-csrftoken',
    });
    const check = await client.get('/customer/api/v1/check-authenticated');
    expect(setCookie(check, '__Host-csrftoken')).toMatch(/;\s*Secure/);
    const started = await client.post('/customer/api/v1/sign-in', { json: { login: DEMO.mobile } });
    expectAnswer(started, 200);
    const done = await client.post('/customer/api/v1/sign-in/otp', {
      json: { sid: (started.body as { sid: string }).sid, otp: DEMO.otp },
    });
    expectAnswer(done, 200);
    for (const name of ['__Host-sessionid', '__Host-csrftoken']) {
      const line = setCookie(done, name) ?? '';
      expect(line, name).toMatch(/;\s*Secure/);
      expect(line, name).toMatch(/;\s*Path=\/(;|$)/);
      expect(line, name).not.toMatch(/;\s*Domain=/i);
    }
    expect(setCookie(done, '__Secure-refresh')).toMatch(/;\s*Secure.*|Path=\/customer/);
    expect(setCookie(done, 'sessionid')).toBeUndefined();
    expectAnswer(await client.get('/customer/api/v1/profile'), 200);
    expectAnswer(await client.post(REFRESH_PATH), 204);
    // The unprefixed name is not the session: a tossed `sessionid` is nobody.
    const tossed = holding({ sessionid: client.jar.get('__Host-sessionid') });
    expectAnswer(await tossed.get('/customer/api/v1/profile'), 401);
  });
});
