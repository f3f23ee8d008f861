// The security headers of every answer and the pages treated apart, defined once for every server
// the project ships: the app's server (src/server/app-server.ts: production, `npm start` and the
// journeys through scripts/serve.mjs, `npm run dev` through src/server/dev.ts) and nginx
// (scripts/nginx/render.mjs, which runs in plain Node). tests/security/server-headers.* check that each
// sends exactly these.
import { isPaymentPage } from '../config/payment-pages.mjs';

/** The nonce's place in index.html (Vite's html.cspNonce): each answer's own goes there. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** A visitor's own pages (the guarded routes, tested): never cached, nothing for crawlers. */
export const PRIVATE_PATHS = [
  '/sign-in',
  '/sign-up',
  '/account',
  '/reservation-checkout',
  '/financing-requests',
];
export const PRIVATE_PAGES = `^/(?:en/)?(?:${PRIVATE_PATHS.map((path) => path.slice(1)).join('|')})(?:/|$)`;

/**
 * The policy of a page whose scripts and styles carry `nonce`: its scripts and what they load
 * (`'strict-dynamic'`: the app's chunks, a chat widget), never 'unsafe-inline'. The payment pages'
 * names only this site and the payment provider: no third-party script runs there, not even one the
 * app loads (PCI DSS 4.0, 6.4.3 and 11.6.1).
 */
export function contentSecurityPolicy({
  nonce,
  payment = false,
  chatWidgetOrigin = '',
  mapTileOrigin = '',
  paymentProviderOrigin = '',
}) {
  const chat = payment ? '' : chatWidgetOrigin;
  const tiles = payment ? '' : mapTileOrigin;
  const list = (...sources) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    payment ? `script-src 'self' 'nonce-${nonce}'` : `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src ${list("'self'", 'data:', tiles, chat)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", chat)}`,
    `frame-src ${list(chat, paymentProviderOrigin) || "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-to ${CSP_REPORTS}`,
  ].join('; ');
}

/** User media opened on its own: nothing loads or runs, as in a sandbox of another origin. */
export const MEDIA_POLICY = "default-src 'none'; sandbox";
/** User media: the backend's uploads, on this origin (`/media/`, `/customer/media/`). */
export const MEDIA_PAGES = '^/(?:customer/)?media/';

/** HTTPS only, for two years, subdomains included: sent where the site is served over https. */
export const HSTS = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'];

/** The browser's own reports of what the policy blocked go to the contract's `reportErrors`. */
const CSP_REPORTS = 'csp';

/** The other security headers of every answer (name, value). */
export const SECURITY_HEADERS = [
  ['Reporting-Endpoints', `${CSP_REPORTS}="/customer/api/v1/telemetry/errors"`],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  // Nothing in the app uses the camera, the microphone or the position; payments (Apple Pay) do.
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
];

/** Every header this module defines: a server drops these from what it passes on (the backend's). */
export const SECURITY_HEADER_NAMES = [
  'Content-Security-Policy',
  HSTS[0],
  ...SECURITY_HEADERS.map(([name]) => name),
];

/**
 * The security headers of an answer to `path`, whatever it is (a page, a redirect, a build's file,
 * the API, an error), as (name, value): the payment pages' policy on any spelling of a payment page,
 * the media policy on user media, the general policy elsewhere, with `nonce` (the page's, or any
 * fresh one for an answer that is no page); HSTS when the site is served over `https`.
 */
export function securityHeaders({ path, nonce, https = false, ...origins }) {
  const policy = new RegExp(MEDIA_PAGES).test(path)
    ? MEDIA_POLICY
    : contentSecurityPolicy({ ...origins, nonce, payment: isPaymentPage(path) });
  return [['Content-Security-Policy', policy], ...(https ? [HSTS] : []), ...SECURITY_HEADERS];
}
