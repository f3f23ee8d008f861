import { hasExpired, refreshTokens, sessions } from '../db/customers';
import { onReset } from '../db/registry';
import { clock, seconds } from './clock';
import { randomToken } from './http';
import {
  CSRF_COOKIE,
  REFRESH_COOKIE,
  REFRESH_SECONDS,
  SESSION_COOKIE,
  SESSION_SECONDS,
  cookieOf,
} from './session';
import { currentNamespace, scoped } from './namespace';

const CSRF_SECONDS = 365 * 24 * 60 * 60;

/** The attributes the contract states for each cookie (`x-cookies` in openapi/openapi.yaml). */
const SCRIPT_READABLE = new Set([CSRF_COOKIE]);

/**
 * A `Set-Cookie` value with the contract's attributes: Path=/, SameSite=Lax, Secure, and HttpOnly
 * except on `csrftoken`. In the browser worker and in jsdom the handlers run inside the page, where
 * MSW stores mocked cookies through `document.cookie`, which refuses HttpOnly ones: there the session
 * cookies stay script-readable so the flows still work. The standalone server sets HttpOnly too.
 * Secure is kept everywhere: browsers and jsdom keep it on http://localhost and http://127.0.0.1.
 */
export function cookie(name: string, value: string, maxAgeSeconds: number): string {
  const base = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax; Secure`;
  const httpOnly = !SCRIPT_READABLE.has(name) && typeof document === 'undefined';
  return httpOnly ? `${base}; HttpOnly` : base;
}

export const csrfCookie = (value = randomToken()) => cookie(CSRF_COOKIE, value, CSRF_SECONDS);

/** The csrftoken cookie to (re)set: the caller's own value, or a new one. */
export const currentCsrfCookie = (request: Request) =>
  csrfCookie(cookieOf(request, CSRF_COOKIE) ?? randomToken());

/** Starts a session; the cookies to set (sessionid first: MSW's own cookie jar keeps only the first). */
export function startSession(customerId: number, renewed = false): string[] {
  const session = randomToken();
  const refresh = randomToken();
  const namespace = currentNamespace();
  const expiresAt = clock.now() + seconds(SESSION_SECONDS);
  sessions.set(session, { customerId, expiresAt, renewed, namespace });
  const refreshUntil = clock.now() + seconds(REFRESH_SECONDS);
  refreshTokens.set(refresh, { customerId, expiresAt: refreshUntil, namespace, session });
  return [
    cookie(SESSION_COOKIE, session, SESSION_SECONDS),
    cookie(REFRESH_COOKIE, refresh, REFRESH_SECONDS),
  ];
}

/** Ends the caller's session and refresh token; the cookies that expire them. */
export function endSession(request: Request): string[] {
  const session = cookieOf(request, SESSION_COOKIE);
  const refresh = cookieOf(request, REFRESH_COOKIE);
  if (session) sessions.delete(session);
  if (refresh) refreshTokens.delete(refresh);
  return [cookie(SESSION_COOKIE, '', 0), cookie(REFRESH_COOKIE, '', 0)];
}

/** The customer a valid refresh cookie names (the token is used up), or undefined. */
export function takeRefreshToken(request: Request): number | undefined {
  const token = cookieOf(request, REFRESH_COOKIE);
  const found = token ? refreshTokens.get(token) : undefined;
  if (!token || !found || hasExpired(found)) return undefined;
  refreshTokens.delete(token);
  const old = cookieOf(request, SESSION_COOKIE);
  if (old) sessions.delete(old);
  return found.customerId;
}

export const setCookies = (cookies: string[]): [string, string][] =>
  cookies.map((value) => ['Set-Cookie', value]);

/** Counters of the mock itself, read by `GET /__mock/stats`. */
export const stats = scoped(() => ({ refresh_calls: 0 }));
onReset(() => {
  stats.refresh_calls = 0;
});
