// The security headers of every HTML answer, defined once for the app's server (src/server) and the
// nginx configuration (scripts/nginx/render.mjs). Plain JavaScript: nginx's renderer runs in Node.

/**
 * Stands for the nonce in a page: the build writes it into index.html (Vite's html.cspNonce), the
 * app's server puts each answer's own nonce in its place, or leaves it for nginx to (sub_filter with
 * $request_id) where nginx caches pages.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The pages that are only ever a visitor's own (the guarded routes of src/app/router.tsx, a test
 * holds them together), by canonical path: never cached, kept out of crawlers' way.
 */
export const PRIVATE_PAGES =
  '^/(?:en/)?(?:sign-in|sign-up|account|reservation-checkout|financing-requests)(?:/|$)';

/** The payment pages (the checkout and its payment status, both languages), by canonical path. */
export const PAYMENT_PAGES = '^/(?:en/)?reservation-checkout(?:/|$)';

/**
 * The Content-Security-Policy of a page whose scripts and styles carry `nonce`. Scripts: the page's
 * own (the nonce), and what they load (`'strict-dynamic'`: the app's chunks, a configured chat
 * widget); styles: this site's and the nonce's (styled-components), never 'unsafe-inline'.
 * `payment`: the payment pages' policy, which names only this site and the payment provider, whose
 * card fields it frames: no third-party script can run there (PCI DSS 4.0, 6.4.3 and 11.6.1), so
 * no 'strict-dynamic' either.
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
  ].join('; ');
}

/** User media opened on its own: nothing loads or runs, as in a sandbox of another origin. */
export const MEDIA_POLICY = "default-src 'none'; sandbox";

/** The other security headers of every answer (name, value). */
export const SECURITY_HEADERS = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  // Nothing in the app uses the camera, the microphone or the position; payments (Apple Pay) do.
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
];
