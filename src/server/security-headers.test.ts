import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { routes } from '@/app/router/router';
import { isPaymentPage, PAYMENT_PAGES } from '@/config/payment-pages.mjs';
import {
  contentSecurityPolicy,
  MEDIA_POLICY,
  PRIVATE_PAGES,
  SECURITY_HEADER_NAMES,
  securityHeaders,
} from './security-headers.mjs';

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
      for (const address of addresses(paths[route.name].path)) {
        const payment = route.name === 'reservationCheckout';
        expect(isPaymentPage(address), address).toBe(payment);
        expect(isPaymentPage(`${address}?payment=7`), address).toBe(payment);
        // Any spelling of a payment page is one (nginx matches the same pattern with `~*`).
        expect(isPaymentPage(address.toUpperCase()), address).toBe(payment);
        expect(new RegExp(PAYMENT_PAGES, 'i').test(address.toUpperCase()), address).toBe(payment);
      }
    }
  });
});

describe('the security headers of every answer', () => {
  const headers = (path: string, https = true) =>
    Object.fromEntries(
      securityHeaders({
        path,
        nonce: 'n0nce',
        https,
        chatWidgetOrigin: 'https://chat.example.com',
        paymentProviderOrigin: 'https://psp.example.com',
      }),
    );

  it('are the policy, HSTS over https, nosniff, the referrer, framing, permissions, opener and reporting', () => {
    expect(headers('/en/faq')).toEqual({
      'Content-Security-Policy': expect.stringContaining("base-uri 'none'"),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      // Where the policy's `report-to csp` sends the browser's own violation reports.
      'Reporting-Endpoints': 'csp="/customer/api/v1/telemetry/errors"',
    });
    expect(headers('/en/faq', false)['Strict-Transport-Security']).toBeUndefined();
    expect(Object.keys(headers('/'))).toEqual(SECURITY_HEADER_NAMES);
  });

  it('choose the policy by the path: payment pages in any case, user media, the rest', () => {
    const policy = (path: string) => headers(path)['Content-Security-Policy'];
    for (const path of ['/reservation-checkout/1', '/en/Reservation-Checkout/1?payment=2'])
      expect(policy(path)).toBe(
        contentSecurityPolicy({
          nonce: 'n0nce',
          payment: true,
          paymentProviderOrigin: 'https://psp.example.com',
        }),
      );
    expect(policy('/customer/media/x.pdf')).toBe(MEDIA_POLICY);
    expect(policy('/en/faq')).toContain("frame-ancestors 'none'");
    expect(policy('/en/faq')).toContain(
      'frame-src https://chat.example.com https://psp.example.com',
    );
  });
});
