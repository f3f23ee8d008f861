import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { parseRoute, routeSpelling } from './route-spelling';

describe('routeSpelling', () => {
  it.each([
    ['/Reservation-Checkout/501', '/reservation-checkout/501'],
    ['/EN/RESERVATION-CHECKOUT/501', '/en/reservation-checkout/501'],
    ['/En', '/en'],
    ['/Units/Ab1', '/units/Ab1'],
    ['/en/Financing-Requests/9/EDIT', '/en/financing-requests/9/edit'],
    ['/faq', '/faq'],
  ])('%s is %s', (path, spelled) => {
    expect(routeSpelling(path)).toBe(spelled);
  });

  it.each(['/No-Such-Page', '/units/1/2', '/en/Units/1/Extra', '//evil.example'])(
    '%s names no route',
    (path) => {
      expect(routeSpelling(path)).toBeUndefined();
    },
  );

  it('every route as written is itself', () => {
    for (const { path } of Object.values(paths)) {
      const address = path.replace(/:[a-z]+/gi, '55');
      expect(routeSpelling(address)).toBe(address);
      expect(routeSpelling(`/en${address}`)).toBe(address === '/' ? '/en' : `/en${address}`);
    }
  });
});

describe('parseRoute', () => {
  it('matches a route only in the case it is written in', () => {
    const { pattern } = parseRoute('/reservation-checkout/:id');
    expect(pattern.test('/reservation-checkout/501')).toBe(true);
    expect(pattern.test('/Reservation-Checkout/501')).toBe(false);
  });
});
