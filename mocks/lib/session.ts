import { customers, hasExpired, sessions, type MockCustomer } from '../db/customers';
import { hasScenario } from '../scenarios';
import { fail } from './http';
import { requestCookie } from './request-cookies';

export const SESSION_COOKIE = 'sessionid';
export const REFRESH_COOKIE = 'refresh';
export const CSRF_COOKIE = 'csrftoken';
export const SESSION_SECONDS = 30 * 60;
export const REFRESH_SECONDS = 14 * 24 * 60 * 60;

export function cookieOf(request: Request, name: string): string | undefined {
  return requestCookie(request, name);
}

/** The signed-in customer of this request, if any. */
export function customerOf(request: Request): MockCustomer | undefined {
  if (hasScenario(request, 'session-expired')) return undefined;
  const token = cookieOf(request, SESSION_COOKIE);
  const session = token ? sessions.get(token) : undefined;
  if (!session || hasExpired(session)) return undefined;
  return customers.get(session.customerId);
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
  const token = cookieOf(request, SESSION_COOKIE);
  return !(token && sessions.get(token)?.renewed);
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Unsafe calls must echo the `csrftoken` cookie in `X-CSRFTOKEN`; the 403 answer otherwise. */
export function csrfProblem(request: Request): Response | undefined {
  if (!UNSAFE.has(request.method)) return undefined;
  const cookie = cookieOf(request, CSRF_COOKIE);
  const header = request.headers.get('x-csrftoken');
  if (!cookie || !header || cookie !== header) return fail(403, ['csrf__invalid']);
  return undefined;
}
