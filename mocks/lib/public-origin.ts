/** The default of `PUBLIC_ORIGIN`: where `npm start` serves the app (docs/mock-backend.md). */
export const DEFAULT_PUBLIC_ORIGIN = 'http://127.0.0.1:4173';
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;

/**
 * The site's own origin, for the links the mock sends (the e-mail confirmation): `PUBLIC_ORIGIN`, the
 * same setting as the app's server; inside a page (the browser worker, jsdom) the page's own origin.
 * Never an origin a request names (`Origin`, `Referer`, `Host`): any client can send those.
 */
export function publicOrigin(): string {
  const configured = typeof process === 'undefined' ? undefined : process.env.PUBLIC_ORIGIN;
  if (configured) {
    if (!ORIGIN.test(configured)) throw new Error(`PUBLIC_ORIGIN must be an origin: ${configured}`);
    return configured;
  }
  if (typeof window !== 'undefined' && window.location?.origin) return window.location.origin;
  return DEFAULT_PUBLIC_ORIGIN;
}
