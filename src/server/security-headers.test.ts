import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { routes } from '@/app/router';
import { PAYMENT_PAGES, PRIVATE_PAGES } from './security-headers.mjs';

/** A route's path with an id for each parameter, in both languages. */
const addresses = (path: string) => {
  const bare = path.replace(/:[a-z]+/gi, '55');
  return [bare, `/en${bare}`];
};

describe('the pages the servers and nginx treat apart', () => {
  it('private: exactly the routes the app guards (a session, or none for sign-in and sign-up)', () => {
    for (const route of routes) {
      for (const address of addresses(paths[route.name].path))
        expect(new RegExp(PRIVATE_PAGES).test(address), address).toBe(route.guard !== undefined);
    }
  });

  it('payment: the checkout and its payment status, and nothing else', () => {
    for (const route of routes) {
      for (const address of addresses(paths[route.name].path))
        expect(new RegExp(PAYMENT_PAGES).test(address), address).toBe(
          route.name === 'reservationCheckout',
        );
    }
  });
});
