// A signed-in page rendered with the customer's data (docs/decisions/0001-server-rendering.md): its
// HTML carries that data for the session that asked only, never for another session, no session, a
// public page or a shared cache.
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_ID } from '../../mocks/db/customers';
import { startSession } from '../../mocks/lib/auth-cookies';
import { anotherCustomer } from '../../mocks/testing/customer-client';
import { BACKEND, withAppServer } from './app-server';

const app = withAppServer();

/** A fresh session of `customerId`, as the Cookie header a browser sends. */
const sessionOf = (customerId: number) =>
  startSession(customerId)
    .map((line) => line.split(';')[0])
    .join('; ');

const page = (path: string, cookie?: string) =>
  fetch(`${app.origin}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

/** The demo customer's request with offers (mocks/db/financing/seed.ts), as the backend answers it. */
const OFFERS_PAGE = '/en/financing-requests/55/offers';
async function requestNumber(cookie: string): Promise<string> {
  const answer = await fetch(`${BACKEND}/customer/api/v1/financing-requests/55/`, {
    headers: { cookie },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { number: string }).number;
}

describe("a signed-in page's data", () => {
  it('is in the HTML for its own session only, never cached or shared', async () => {
    const demo = sessionOf(DEMO_CUSTOMER_ID);
    const number = await requestNumber(demo);

    const own = await page(OFFERS_PAGE, demo);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('vary')).toMatch(/\bCookie\b/);
    const html = await own.text();
    // The request and its offers table are in the first HTML, not a skeleton to fill in later.
    expect(html).toContain(number);
    expect(html).toMatch(/<table[\s\S]*<tbody[\s\S]*<tr/);

    // Another customer's session: the backend refuses them the request, and none of it is sent.
    const other = await page(OFFERS_PAGE, sessionOf(anotherCustomer(7)));
    expect(other.headers.get('cache-control')).toBe('private, no-store');
    expect(await other.text()).not.toContain(number);

    // No session: sign-in, with nothing of the page.
    const none = await page(OFFERS_PAGE);
    expect(none.status).toBe(302);
    expect(none.headers.get('location')).toMatch(/^\/en\/sign-in\?from=/);
    expect(await none.text()).not.toContain(number);
  });

  it("never reaches a public page's HTML, even with the customer's session", async () => {
    const demo = sessionOf(DEMO_CUSTOMER_ID);
    const number = await requestNumber(demo);
    const answer = await page('/en/properties/1036', demo);
    expect(answer.headers.get('cache-control')).toMatch(/^public, /);
    expect(answer.headers.get('vary')).not.toMatch(/Cookie/);
    const html = await answer.text();
    for (const personal of [number, '1000000008', 'demo.customer@example.com', 'U-100001'])
      expect(html).not.toContain(personal);
  });

  it('carries what the header and the first screen ask for, so the browser makes no call', async () => {
    const demo = sessionOf(DEMO_CUSTOMER_ID);
    const html = await (await page('/en/financing-requests/56/edit', demo)).text();
    const state = JSON.parse(
      html.match(/<script[^>]*id="app-state"[^>]*>([^<]*)<\/script>/)![1]!,
    ) as {
      queries: {
        queryKey: unknown[];
        state: { status: string; error: { status: number } | null };
      }[];
    };
    const query = (path: string) => state.queries.find(({ queryKey }) => queryKey[0] === path);
    // The unread count (the header's badge), and the saved budget's answer: none saved, a 404.
    expect(query('/customer/api/v1/notifications/')?.state.status).toBe('success');
    expect(query('/customer/api/v1/budget')?.state.error?.status).toBe(404);
  });
});
