import { http } from 'msw';
import { customers } from '../db/customers';
import { settleNafath } from '../db/nafath';
import { toProfile } from '../db/profiles';
import {
  currentCsrfCookie,
  endSession,
  setCookies,
  startSession,
  stats,
  takeRefreshToken,
} from '../lib/auth-cookies';
import { api, fail, json, noContent } from '../lib/http';
import { csrfProblem, customerOf } from '../lib/session';
import { hasScenario } from '../scenarios';

/** The session: whether signed in (and the CSRF cookie), refresh, sign-out;. */
export const sessionHandlers = [
  http.get(api('/customer/api/v1/check-authenticated'), ({ request }) => {
    const customer = customerOf(request);
    if (customer) settleNafath(customer.id);
    const body = customer
      ? { authenticated: true, profile: toProfile(customer) }
      : { authenticated: false };
    return json(body, { headers: setCookies([currentCsrfCookie(request)]) });
  }),

  http.post(api('/customer/api/v1/refresh'), ({ request }) => {
    stats.refresh_calls += 1;
    const refused = csrfProblem(request);
    if (refused) return refused;
    if (hasScenario(request, 'session-expired')) return fail(401, ['authentication__required']);
    const renewing = takeRefreshToken(request);
    if (!renewing || !customers.has(renewing.customerId)) {
      return fail(401, ['authentication__required']);
    }
    return noContent(setCookies(startSession(renewing.customerId, { ...renewing, renewed: true })));
  }),

  http.post(api('/customer/api/v1/sign-out'), ({ request }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    return noContent(setCookies(endSession(request)));
  }),
];
