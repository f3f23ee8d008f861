import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookie } from '../lib/auth-cookies';
import { MockApi, codesOf } from '../testing/mock-api';

const PROFILE = '/customer/api/v1/profile';
const REFRESH = '/customer/api/v1/refresh';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('check-authenticated answers the profile while signed in', async () => {
    const client = new MockApi('en');
    await client.signIn();
    const status = await client.get('/customer/api/v1/check-authenticated');
    expect(status.body).toMatchObject({
      authenticated: true,
      profile: { user_number: 'U-100001' },
    });
  });

  it('refresh renews the session with new cookies; the old sessionid stops working', async () => {
    const client = new MockApi('en');
    await client.signIn();
    const oldSession = client.jar.get('sessionid');
    const refreshed = await client.post(REFRESH);
    expect(refreshed.status).toBe(204);
    expect(client.jar.get('sessionid')).not.toBe(oldSession);
    expect((await client.get(PROFILE)).status).toBe(200);
    const stale = await client.get(PROFILE, { headers: { cookie: `sessionid=${oldSession}` } });
    expect([stale.status, codesOf(stale)]).toEqual([401, ['authentication__required']]);
  });

  it('refresh without a refresh cookie answers 401', async () => {
    const client = new MockApi('en');
    await client.start();
    expect(codesOf(await client.post(REFRESH))).toEqual(['authentication__required']);
  });

  it('sign-out expires both cookies and ends the session', async () => {
    const client = new MockApi('en');
    await client.signIn();
    const session = client.jar.get('sessionid');
    const out = await client.post('/customer/api/v1/sign-out');
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().filter((line) => /Max-Age=0/.test(line))).toHaveLength(2);
    expect(client.jar.get('sessionid')).toBeUndefined();
    expect((await client.get(PROFILE)).status).toBe(401);
    const replay = await client.get(PROFILE, { headers: { cookie: `sessionid=${session}` } });
    expect(replay.status).toBe(401);
    expect((await client.post('/customer/api/v1/sign-out')).status).toBe(204);
  });

  it("sets the contract's cookie attributes outside a page (standalone server)", () => {
    expect(cookie('sessionid', 'x', 60)).toBe(
      'sessionid=x; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
    vi.stubGlobal('document', undefined);
    expect(cookie('sessionid', 'x', 60)).toBe(
      'sessionid=x; Path=/; Max-Age=60; SameSite=Lax; Secure; HttpOnly',
    );
    expect(cookie('refresh', 'x', 60)).toMatch(/; Secure; HttpOnly$/);
    expect(cookie('csrftoken', 'x', 60)).toBe(
      'csrftoken=x; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
  });
});

describe('scenarios', () => {
  it("'session-expired' answers 401 to protected calls and to refresh", async () => {
    const client = new MockApi('en');
    await client.signIn();
    client.scenario('session-expired');
    expect((await client.get(PROFILE)).status).toBe(401);
    expect((await client.post(REFRESH)).status).toBe(401);
    expect((await client.get('/customer/api/v1/check-authenticated')).body).toEqual({
      authenticated: false,
    });
  });

  it("'session-refresh' answers 401 until a refresh, and counts refresh calls", async () => {
    const client = new MockApi('en');
    await client.signIn();
    client.scenario('session-refresh');
    expect((await client.get(PROFILE)).status).toBe(401);
    expect((await client.get('/customer/api/v1/notifications/')).status).toBe(401);
    expect((await client.post(REFRESH)).status).toBe(204);
    expect((await client.get(PROFILE)).status).toBe(200);
    expect((await client.get('/customer/api/v1/notifications/')).status).toBe(200);
    expect((await client.get('/__mock/stats')).body).toMatchObject({ refresh_calls: 1 });
  });
});
