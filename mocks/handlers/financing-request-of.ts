import { advanceRequest, findRequestOf, type MockFinancingRequest } from '../db/financing';
import { fail } from '../lib/http';
import { idParam } from '../lib/params';
import { routesWith, withCustomer, type CustomerResolverInfo } from '../lib/with-customer';

type Info = CustomerResolverInfo & { found: MockFinancingRequest };

/**
 * Handlers of one of the customer's financing requests (`:requestId`), brought up to date with the
 * clock: the 401 / 403 of `withCustomer`, or 404 when it is not the customer's.
 */
export const financingRequestApi = routesWith<Info>((resolver) =>
  withCustomer((info) => {
    const found = findRequestOf(info.customer.id, idParam(info.params.requestId) ?? 0);
    if (!found) return fail(404, ['financing_request__not_found']);
    return resolver({ ...info, found: advanceRequest(found) });
  }),
);
