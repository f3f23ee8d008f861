import { refreshTokens, sessions } from '../db/customers';
import { onReset } from '../db/registry';
import { clock, seconds } from './clock';
import { randomToken } from './http';
import {
  CSRF_COOKIE,
  REFRESH_COOKIE,
  REFRESH_PATH,
  REFRESH_SECONDS,
  SESSION_COOKIE,
  SESSION_SECONDS,
  cookieName,
  cookieOf,
  refreshTokenOf,
  sessionOf,
} from './session';
import { currentNamespace, scoped } from './namespace';

const CSRF_SECONDS = 365 * 24 * 60 * 60;

/** The attributes the contract states for each cookie (`x-cookies` in openapi/openapi.yaml). */
const SCRIPT_READABLE = new Set([CSRF_COOKIE]);

/** In the browser worker and in jsdom the handlers run inside the page (see `cookie`). */
const inPage = () => typeof document !== 'undefined';

/**
 * A `Set-Cookie` value with the contract's attributes: SameSite=Lax, Secure, HttpOnly except on
 * `csrftoken`, Path=/ except the refresh cookie's (the refresh operation's path: it is sent with no
 * other call), and this deployment's name (`cookieName`: the `__Host-` prefixes when configured).
 * In the browser worker and in jsdom the handlers run inside the page, where MSW stores mocked cookies
 * through `document.cookie`, which refuses HttpOnly ones and shows the page only the cookies of its
 * own path: there the session cookies stay script-readable and the refresh cookie has Path=/, so the
 * flows still work. The standalone server sets the contract's attributes.
 * Secure is kept everywhere: browsers and jsdom keep it on http://localhost and http://127.0.0.1.
 */
export function cookie(name: string, value: string, maxAgeSeconds: number): string {
  const path = name === REFRESH_COOKIE && !inPage() ? REFRESH_PATH : '/';
  const base = `${cookieName(name)}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; SameSite=Lax; Secure`;
  const httpOnly = !SCRIPT_READABLE.has(name) && !inPage();
  return httpOnly ? `${base}; HttpOnly` : base;
}

export const csrfCookie = (value: string) => cookie(CSRF_COOKIE, value, CSRF_SECONDS);

/**
 * The csrftoken cookie check-authenticated (re)sets: the session's own token when the caller has a
 * session (a token tossed in by a sibling is replaced), else the caller's, else a new one.
 */
export const currentCsrfCookie = (request: Request) =>
  csrfCookie(
    (sessionOf(request) ?? refreshTokenOf(request))?.csrf ??
      cookieOf(request, CSRF_COOKIE) ??
      randomToken(),
  );

/**
 * Starts a session; the cookies to set (sessionid first: MSW's own cookie jar keeps only the first).
 * A new session gets a new CSRF token, bound to it (its cookie comes last); a renewed one keeps the
 * token of the session it renews (`csrf`), whose cookie the browser already has.
 */
export function startSession(
  customerId: number,
  { renewed = false, csrf }: { renewed?: boolean; csrf?: string } = {},
): string[] {
  const session = randomToken();
  const refresh = randomToken();
  const token = csrf ?? randomToken();
  const namespace = currentNamespace();
  const expiresAt = clock.now() + seconds(SESSION_SECONDS);
  sessions.set(session, { customerId, expiresAt, renewed, namespace, csrf: token, refresh });
  const refreshUntil = clock.now() + seconds(REFRESH_SECONDS);
  refreshTokens.set(refresh, {
    customerId,
    expiresAt: refreshUntil,
    namespace,
    csrf: token,
    session,
  });
  const cookies = [
    cookie(SESSION_COOKIE, session, SESSION_SECONDS),
    cookie(REFRESH_COOKIE, refresh, REFRESH_SECONDS),
  ];
  return csrf === undefined ? [...cookies, csrfCookie(token)] : cookies;
}

/**
 * Ends the session the request's cookie names and the refresh token issued with it, and the refresh
 * token the request's refresh cookie names (only the refresh call carries it) and its session.
 */
function endSessionOf(request: Request): void {
  const sessionToken = cookieOf(request, SESSION_COOKIE);
  const session = sessionToken ? sessions.get(sessionToken) : undefined;
  if (sessionToken) sessions.delete(sessionToken);
  if (session?.refresh) refreshTokens.delete(session.refresh);
  const refreshToken = cookieOf(request, REFRESH_COOKIE);
  const refresh = refreshToken ? refreshTokens.get(refreshToken) : undefined;
  if (refreshToken) refreshTokens.delete(refreshToken);
  if (refresh?.session) sessions.delete(refresh.session);
}

/**
 * Signs a browser in (session rotation): the session its cookie names and that session's refresh
 * token end (a session fixed or stolen before is worth nothing after), and a new session starts with
 * a new CSRF token. The customer's sessions on other devices stay.
 */
export function signIn(request: Request, customerId: number): string[] {
  endSessionOf(request);
  return startSession(customerId);
}

/** Ends the caller's session and its refresh token; the cookies that expire them. */
export function endSession(request: Request): string[] {
  endSessionOf(request);
  return [cookie(SESSION_COOKIE, '', 0), cookie(REFRESH_COOKIE, '', 0)];
}

/**
 * The customer and CSRF token of a valid refresh cookie, or undefined. The token is used up, and the
 * session it was issued with ends (also when the request names no session).
 */
export function takeRefreshToken(
  request: Request,
): { customerId: number; csrf: string } | undefined {
  const found = refreshTokenOf(request);
  if (!found) return undefined;
  endSessionOf(request);
  return { customerId: found.customerId, csrf: found.csrf };
}

export const setCookies = (cookies: string[]): [string, string][] =>
  cookies.map((value) => ['Set-Cookie', value]);

/** Counters of the mock itself, read by `GET /__mock/stats`. */
export const stats = scoped(() => ({ refresh_calls: 0 }));
onReset(() => {
  stats.refresh_calls = 0;
});
