// A mail client's one-click unsubscribe (RFC 8058) at the address the e-mail's List-Unsubscribe
// names: the app's server forwards the form POST to the backend's one-click operation, signed out,
// without the client's cookies, and answers without a page, never cached; a forged or expired token
// changes nothing.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_ID } from '../../mocks/db/customers';
import { preferencesOf } from '../../mocks/db/message-preferences';
import { server } from '../../mocks/node';
import { BACKEND, withAppServer } from './app-server';

const app = withAppServer({ MOCK: '1' });
const forwarded: Request[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/one-click')) forwarded.push(request.clone());
  });
});
afterEach(async () => {
  forwarded.length = 0;
  await fetch(`${BACKEND}/__mock/reset`, { method: 'POST' });
});

const tokenOf = async (expired = false) => {
  const answer = await fetch(`${BACKEND}/__mock/unsubscribe-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'price_drop', expired }),
  });
  return ((await answer.json()) as { token: string }).token;
};
const oneClick = (path: string, token: string, body = 'List-Unsubscribe=One-Click') =>
  fetch(`${app.origin}${path}?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: 'sessionid=stolen; csrftoken=stolen',
    },
    body,
    redirect: 'manual',
  });
const priceDropByEmail = () =>
  preferencesOf(DEMO_CUSTOMER_ID).kinds.find((item) => item.kind === 'price_drop')!.email;

describe("a mail client's one-click POST to the List-Unsubscribe address", () => {
  it('turns the kind off signed out, answers 200 without a page, never cached', async () => {
    for (const path of ['/unsubscribe', '/en/unsubscribe']) {
      await fetch(`${BACKEND}/__mock/reset`, { method: 'POST' });
      expect(priceDropByEmail()).toBe(true);
      const answer = await oneClick(path, await tokenOf());
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).not.toContain('<');
      expect(priceDropByEmail()).toBe(false);
    }
  });

  it("forwards the token and the form body only: never the client's cookies or CSRF header", async () => {
    await oneClick('/unsubscribe', await tokenOf());
    expect(forwarded).toHaveLength(1);
    const [call] = forwarded;
    expect(new URL(call!.url).pathname).toBe('/customer/api/v1/message-unsubscribe/one-click');
    expect(call!.headers.get('cookie')).toBeNull();
    expect(call!.headers.get('x-csrftoken')).toBeNull();
    expect(await call!.text()).toBe('List-Unsubscribe=One-Click');
  });

  it('attack: a forged or expired token, or another body, is refused 4xx and changes nothing', async () => {
    const token = await tokenOf();
    for (const answer of [
      await oneClick('/unsubscribe', `${token.slice(0, -3)}AAA`),
      await oneClick('/unsubscribe', 'nonsense'),
      await oneClick('/en/unsubscribe', await tokenOf(true)),
      await oneClick('/unsubscribe', token, 'List-Unsubscribe=Maybe'),
      await oneClick('/unsubscribe', token, 'x'.repeat(2000)),
    ]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(priceDropByEmail()).toBe(true);
  });

  it('a body of no stated length (chunked) is asked for its length: 411, nothing forwarded', async () => {
    const answer = await fetch(`${app.origin}/unsubscribe?token=${await tokenOf()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new Blob(['List-Unsubscribe=One-Click']).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(411);
    expect(forwarded).toHaveLength(0);
    expect(priceDropByEmail()).toBe(true);
  });

  it('the page itself still opens with a GET, and other pages take no POST', async () => {
    const page = await fetch(`${app.origin}/en/unsubscribe?token=x`);
    expect(page.status).toBeLessThan(500);
    expect(await page.text()).toContain('<html');
    const other = await fetch(`${app.origin}/en/account`, { method: 'POST', body: 'a=b' });
    expect(other.status).toBe(405);
  });
});
