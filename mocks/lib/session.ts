import {
  customers,
  hasExpired,
  refreshTokens,
  sessions,
  type MockCustomer,
  type MockRefreshToken,
  type MockSession,
} from '../db/customers';
import { hasScenario } from '../scenarios';
import { fail } from './http';
import { requestCookie } from './request-cookies';

export const SESSION_COOKIE = 'sessionid';
export const REFRESH_COOKIE = 'refresh';
export const CSRF_COOKIE = 'csrftoken';
export const SESSION_SECONDS = 30 * 60;
export const REFRESH_SECONDS = 14 * 24 * 60 * 60;
/** The refresh operation's path: the refresh cookie's `Path`, sent with no other call. */
export const REFRESH_PATH = '/customer/api/v1/refresh';

/** `__Host-`: the deployment names its cookies with the secure prefixes (MOCK_COOKIE_PREFIX). */
export type CookiePrefix = '__Host-' | undefined;

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;

function configuredPrefix(): CookiePrefix {
  const value = env?.MOCK_COOKIE_PREFIX ?? '';
  if (value === '') return undefined;
  if (value === '__Host-') return value;
  throw new Error(`MOCK_COOKIE_PREFIX must be __Host- or empty, not ${JSON.stringify(value)}`);
}

let prefix = configuredPrefix();

/** Switches the prefixes on (`__Host-`) or off (tests; the server reads MOCK_COOKIE_PREFIX). */
export function setCookiePrefix(next: CookiePrefix): void {
  prefix = next;
}

/**
 * The name a cookie has in this deployment. With MOCK_COOKIE_PREFIX=__Host-: `__Host-sessionid` and
 * `__Host-csrftoken` (Secure, Path=/, no Domain: no sibling subdomain and no plain-http page can set
 * them), and `__Secure-refresh` (a `__Host-` cookie must have Path=/, the refresh cookie has the
 * refresh operation's path). Without it, the plain names.
 */
export function cookieName(name: string): string {
  if (!prefix || ![SESSION_COOKIE, REFRESH_COOKIE, CSRF_COOKIE].includes(name)) return name;
  return name === REFRESH_COOKIE ? `__Secure-${name}` : `${prefix}${name}`;
}

/** One of the contract's cookies of a request, by its plain name (the prefix is this deployment's). */
export function cookieOf(request: Request, name: string): string | undefined {
  return requestCookie(request, cookieName(name));
}

/** The live session the request's session cookie names (whoever it is for), if any. */
export function sessionOf(request: Request): MockSession | undefined {
  const token = cookieOf(request, SESSION_COOKIE);
  const session = token ? sessions.get(token) : undefined;
  return session && !hasExpired(session) ? session : undefined;
}

/** The live refresh token the request's refresh cookie names, if any. */
export function refreshTokenOf(request: Request): MockRefreshToken | undefined {
  const token = cookieOf(request, REFRESH_COOKIE);
  const found = token ? refreshTokens.get(token) : undefined;
  return found && !hasExpired(found) ? found : undefined;
}

/** The signed-in customer of this request, if any. */
export function customerOf(request: Request): MockCustomer | undefined {
  if (hasScenario(request, 'session-expired')) return undefined;
  const session = sessionOf(request);
  return session ? customers.get(session.customerId) : undefined;
}

/**
 * The customer, or the 401 answer to return. With the 'session-refresh' scenario a session that the
 * refresh call has not renewed answers 401, so the app's refresh-and-retry runs.
 */
export function requireCustomer(request: Request): MockCustomer | Response {
  const customer = customerOf(request);
  if (!customer || mustRefresh(request)) return fail(401, ['authentication__required']);
  return customer;
}

function mustRefresh(request: Request): boolean {
  if (!hasScenario(request, 'session-refresh')) return false;
  return !sessionOf(request)?.renewed;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Unsafe calls must echo the `csrftoken` cookie in `X-CSRFTOKEN`, and when the call has a session
 * (or, on the refresh call, a refresh token) the token must be that session's: one read or set for
 * another session, or a visitor's, is refused. The 403 answer otherwise.
 */
export function csrfProblem(request: Request): Response | undefined {
  if (!UNSAFE.has(request.method)) return undefined;
  const cookie = cookieOf(request, CSRF_COOKIE);
  const header = request.headers.get('x-csrftoken');
  if (!cookie || !header || cookie !== header) return fail(403, ['csrf__invalid']);
  const own = (sessionOf(request) ?? refreshTokenOf(request))?.csrf;
  if (own !== undefined && header !== own) return fail(403, ['csrf__invalid']);
  return undefined;
}
