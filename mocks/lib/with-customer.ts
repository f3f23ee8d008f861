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
 * refusal itself: 401 without a session, then 403 without the CSRF token on an unsafe method (as
 * Django REST framework checks the token of an authenticated session only).
 */
export function withCustomer(
  resolver: Resolver<CustomerResolverInfo>,
): HttpResponseResolver<PathParams> {
  return (info) => {
    const customer = requireCustomer(info.request);
    if (customer instanceof Response) return customer;
    return csrfProblem(info.request) ?? resolver({ ...info, customer });
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

/** Handlers for the signed-in customer: `customerApi.get(path, ({ customer }) => …)`. */
export const customerApi = routesWith<CustomerResolverInfo>(withCustomer);
