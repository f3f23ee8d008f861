import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import { paths, type RouteName } from '@/config/paths';
import { parseRoute as parser } from '@/lib/navigation/route-spelling';
import { routes } from './router';

const routeOf = (path: string): RouteName | undefined =>
  routes.find(({ name }) => matchRoute(parser, paths[name].path, path)[0])?.name;

describe('the routes table (spec section 2)', () => {
  it.each([
    ['/', 'home'],
    ['/faq', 'faq'],
    ['/careers', 'careers'],
    ['/contact-us', 'contactUs'],
    ['/who-we-are', 'whoWeAre'],
    ['/privacy-policy', 'privacyPolicy'],
    ['/terms-and-conditions', 'terms'],
    ['/units', 'units'],
    ['/units/17', 'unit'],
    ['/projects', 'projects'],
    ['/projects/3', 'project'],
    ['/properties', 'properties'],
    ['/properties/42', 'property'],
    ['/agencies/5', 'agency'],
    ['/unit-designs', 'unitDesigns'],
    ['/unit-designs/8', 'unitDesign'],
    ['/real-estate-request', 'realEstateRequest'],
    ['/unsecure-network', 'unsecureNetwork'],
    ['/sign-in', 'signIn'],
    ['/sign-up', 'signUp'],
    ['/sign-up/address', 'signUpAddress'],
    ['/sign-up/nafath-auth', 'signUpNafath'],
    ['/email-confirmation', 'emailConfirmation'],
    ['/account', 'account'],
    ['/account/details', 'accountDetails'],
    ['/account/requests', 'accountRequests'],
    ['/account/reservations', 'accountReservations'],
    ['/reservation-checkout/17', 'reservationCheckout'],
    ['/financing-requests', 'financingRequests'],
    ['/financing-requests/9', 'financingRequest'],
    ['/financing-requests/9/edit', 'financingRequestEdit'],
    ['/financing-requests/9/offers', 'financingRequestOffers'],
  ])('%s is %s', (path, name) => {
    expect(routeOf(path)).toBe(name);
  });

  it.each([
    '/nope',
    '/projects/3/nope',
    '/account/settings',
    '/en',
    '/units/1/2',
    '/sign-in/extra',
    // A route matches only in the letter case it is written in (the servers redirect the others).
    '/Reservation-Checkout/17',
    '/RESERVATION-CHECKOUT/17',
    '/reservation-Checkout/17',
    '/Units/17',
    '/FAQ',
  ])('%s is no route (the 404 page)', (path) => {
    expect(routeOf(path)).toBeUndefined();
  });

  it('guards the account and financing routes, and sends signed-in customers on from sign-in and sign-up', () => {
    const guardOf = (name: RouteName) => routes.find((route) => route.name === name)?.guard;
    expect(
      ['account', 'accountDetails', 'accountRequests', 'accountReservations'].map((name) =>
        guardOf(name as RouteName),
      ),
    ).toEqual(['auth', 'auth', 'auth', 'auth']);
    expect(
      [
        'financingRequests',
        'financingRequest',
        'financingRequestEdit',
        'financingRequestOffers',
      ].map((name) => guardOf(name as RouteName)),
    ).toEqual(['financing', 'financing', 'financing', 'financing']);
    expect([guardOf('signIn'), guardOf('signUp')]).toEqual(['guest', 'guest']);
    expect(guardOf('home')).toBeUndefined();
  });

  it('gives the empty layout to sign-in, sign-up and the insecure-network page', () => {
    const empty = routes.filter((route) => route.layout === 'empty').map((route) => route.name);
    expect(empty).toEqual(expect.arrayContaining(['signIn', 'signUp', 'unsecureNetwork']));
    expect(routes.find((route) => route.name === 'home')?.layout).toBeUndefined();
  });
});
