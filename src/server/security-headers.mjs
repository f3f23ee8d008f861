// The security headers of every HTML answer and the pages treated apart, defined once for the app's
// server (src/server) and nginx (scripts/nginx/render.mjs, which runs in plain Node).

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

/** The payment pages (the checkout and its payment status, both languages), by canonical path. */
export const PAYMENT_PAGES = '^/(?:en/)?reservation-checkout(?:/|$)';

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

/** The browser's own reports of what the policy blocked go to the contract's `reportErrors`. */
const CSP_REPORTS = 'csp';

/** The other security headers of every answer (name, value). */
export const SECURITY_HEADERS = [
  ['Reporting-Endpoints', `${CSP_REPORTS}="/customer/api/v1/telemetry/errors"`],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  // Nothing in the app uses the camera, the microphone or the position; payments (Apple Pay) do.
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
];
