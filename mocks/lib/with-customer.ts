import { http, type HttpResponseResolver, type PathParams } from 'msw';
import type { MockCustomer } from '../db/customers';
import { api } from './http';
import { csrfProblem, requireCustomer } from './session';

export type CustomerResolverInfo = Parameters<HttpResponseResolver<PathParams>>[0] & {
  customer: MockCustomer;
};

type Resolver<Info> = (info: Info) => Response | Promise<Response>;

/**
 * A `/customer/` resolver that runs only for the signed-in customer and otherwise answers the
 * refusal itself: 401 without a session, 403 without the CSRF token on an unsafe method. Which one
 * a call with neither gets depends on the operation: the session first by default, the CSRF token
 * first with `{ csrfFirst: true }` (the operations written that way before this helper; kept as
 * they were).
 */
export function withCustomer(
  resolver: Resolver<CustomerResolverInfo>,
  { csrfFirst = false }: { csrfFirst?: boolean } = {},
): HttpResponseResolver<PathParams> {
  return (info) => {
    const refused = () => csrfProblem(info.request);
    const customer = (csrfFirst ? refused() : undefined) ?? requireCustomer(info.request);
    if (customer instanceof Response) return customer;
    return (csrfFirst ? undefined : refused()) ?? resolver({ ...info, customer });
  };
}

/** `http.<method>(api(path), wrap(resolver))` for each method: the handlers of one wrapper. */
export function routesWith<Info>(wrap: (resolver: Resolver<Info>) => HttpResponseResolver) {
  const route = (method: 'get' | 'post' | 'put' | 'patch' | 'delete') => {
    return (path: string, resolver: Resolver<Info>) => http[method](api(path), wrap(resolver));
  };
  return {
    get: route('get'),
    post: route('post'),
    put: route('put'),
    patch: route('patch'),
    delete: route('delete'),
  };
}

/**
 * Handlers for the signed-in customer: `customerApi.get(path, ({ customer }) => …)`. A file of
 * operations that check the CSRF token first makes its own with `customerRoutes({ csrfFirst: true })`.
 */
export const customerRoutes = (options: { csrfFirst?: boolean } = {}) =>
  routesWith<CustomerResolverInfo>((resolver) => withCustomer(resolver, options));

export const customerApi = customerRoutes();
