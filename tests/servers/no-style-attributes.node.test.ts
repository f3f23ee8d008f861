// The pages the server renders carry no `style` attribute: the Content-Security-Policy allows no
// inline style (no 'unsafe-inline'), so the browser would refuse it and report a violation. Public
// pages, and the checkout with its payment step and a payment's status page, with the customer's data.
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../mocks/testing/customer-client';
import {
  cardPayment,
  CARDS,
  freeUnits,
  newReservation,
  pay,
} from '../contract/support/reservations';
import { withAppServer } from './app-server';

const app = withAppServer();

/** The page's HTML, and its elements that carry a style attribute. */
async function styled(path: string, cookie?: string) {
  const answer = await fetch(`${app.origin}${path}`, { headers: cookie ? { cookie } : {} });
  expect(answer.status, path).toBe(200);
  const html = await answer.text();
  return { html, styled: html.match(/<[a-z][^>]*\sstyle=[^>]*>/gi) ?? [] };
}

describe('server-rendered pages', () => {
  it('carry no style attribute, public or signed in', async () => {
    for (const path of ['/', '/en/properties', '/properties/1036', '/en/units/501'])
      expect((await styled(path)).styled, path).toEqual([]);

    const api = signedInClient();
    const cookie = api.jar.header('/')!;
    const [unit] = await freeUnits(api);
    const id = await newReservation(api, unit!);
    for (const path of [`/reservation-checkout/${unit}`, `/en/reservation-checkout/${unit}`]) {
      const checkout = await styled(path, cookie);
      // The card frame comes once the page is the browser's (its address names the page's origin):
      // the server says it is loading, never that card payment is unavailable.
      expect(checkout.html).toMatch(/Loading the secure card fields|جارٍ تحميل حقول البطاقة/);
      expect(checkout.html).not.toMatch(/not available right now|غير متاح حاليًا/);
      expect(checkout.styled, path).toEqual([]);
    }

    const paid = await pay(api, id, {
      ...(await cardPayment(CARDS.success)),
      return_path: `/reservation-checkout/${unit}`,
    });
    const payment = (paid.body as { id: number }).id;
    const status = await styled(`/en/reservation-checkout/${unit}?payment=${payment}`, cookie);
    expect(status.styled).toEqual([]);
  });
});
