// Attack: the checkout in another letter case (`/Reservation-Checkout/501`,
// `/en/RESERVATION-CHECKOUT/501`), against the app's server (what `npm start`, the dev server and
// nginx put in front of the browser) and its page renderer. The router matched any case while the
// payment pages' policy was chosen on the path as written: the checkout could render under the
// general policy, the chat widget's origin allowed beside the card fields. A route matches only as
// written; another spelling of a known route is a 301 to it (its query kept), under the payment
// pages' policy when it names one; anything else is the 404 page.
import { describe, expect, it } from 'vitest';
import * as entry from '../../src/entry-server';
import { contentSecurityPolicy } from '../../src/server/security-headers.mjs';
import { BACKEND, withAppServer } from '../servers/app-server';

const PROVIDER = 'https://psp.example.com';
const CHAT = 'https://chat.example.com';

const app = withAppServer({ PAYMENT_PROVIDER_ORIGIN: PROVIDER, CHAT_WIDGET_ORIGIN: CHAT });

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.origin}${path}`, { headers, redirect: 'manual' });
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';

describe('the checkout in another letter case', () => {
  it.each([
    ['/Reservation-Checkout/501', '/reservation-checkout/501'],
    ['/en/RESERVATION-CHECKOUT/501', '/en/reservation-checkout/501'],
    ['/EN/reservation-checkout/501?payment=7', '/en/reservation-checkout/501?payment=7'],
    ['/ar/Reservation-checkout/501/?payment=7&x=%2F', '/reservation-checkout/501?payment=7&x=%2F'],
  ])('%s is a 301 to %s under the payment pages’ policy', async (path, location) => {
    const answer = await get(path, { cookie: 'sessionid=s1' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(location);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(
      contentSecurityPolicy({
        nonce: nonceOf(csp),
        payment: true,
        paymentProviderOrigin: PROVIDER,
      }),
    );
    expect(csp).not.toContain(CHAT);
  });

  it('the canonical checkout answers under the payment pages’ policy, also when it sends to sign-in', async () => {
    const answer = await get('/en/reservation-checkout/501', { cookie: 'sessionid=s1' });
    expect(answer.status).toBeLessThan(400);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain(CHAT);
    expect(csp).toContain(`frame-src ${PROVIDER};`);
  });

  it('the page renderer matches routes only in the case they are written in', async () => {
    for (const path of ['/Reservation-Checkout/501', '/en/reservation-Checkout/501']) {
      const page = await entry.renderPage({
        path,
        search: '',
        nonce: 'n',
        headers: {},
        backend: BACKEND,
        deadlineMs: 1500,
      });
      page.abort();
      expect(page.route, path).toBeUndefined();
      expect(page.status, path).toBe(404);
    }
  });
});

describe('other addresses in another letter case', () => {
  it('a known route keeps its parameters as written and its query', async () => {
    const answer = await get('/Units/Ab12?Sort=Price');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/units/Ab12?Sort=Price');
  });

  it('an address of no route is the 404 page, not a redirect', async () => {
    for (const path of ['/No-Such-Page', '/en/Units/1/Extra']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('location'), path).toBeNull();
    }
  });
});
