import type { MockCustomer } from '../db/customers';
import { csrfProblem, requireCustomer } from '../lib/session';

/** The signed-in customer of a `/customer/` call, or the 401 / 403 (CSRF on unsafe methods) answer. */
export function signedIn(request: Request): MockCustomer | Response {
  const customer = requireCustomer(request);
  if (customer instanceof Response) return customer;
  return csrfProblem(request) ?? customer;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A positive integer path parameter, or undefined (answered as not found). */
export function idParam(value: string | readonly string[] | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
