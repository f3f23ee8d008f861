import { TEST_IDS } from '../db/identity-registry';
import {
  NAFATH_LIMIT,
  createNafathRequest,
  findNafathRequest,
  recentNafathCount,
} from '../db/nafath';
import { fail, json } from '../lib/http';
import { SESSION_COOKIE, cookieOf } from '../lib/session';
import { customerApi } from '../lib/with-customer';
import { hasScenario } from '../scenarios';

/** Nafath confirmation, the last sign-up step; outcomes by test ID (see auth.ts). */
export const nafathHandlers = [
  customerApi.post('/customer/api/v1/nafath/requests', ({ request, customer }) => {
    if (customer.registration_step !== 'nafath' && customer.registration_step !== 'complete') {
      return fail(403, ['permission__denied']);
    }
    if (customer.national_id === TEST_IDS.nafathUnavailable) {
      return fail(503, ['nafath__service_unavailable']);
    }
    if (recentNafathCount(customer.id) >= NAFATH_LIMIT) {
      return fail(429, ['action__limit_exceeded'], undefined, { 'Retry-After': '600' });
    }
    const session = cookieOf(request, SESSION_COOKIE);
    const created = createNafathRequest(
      customer.id,
      hasScenario(request, 'nafath-reject'),
      session,
    );
    return json(created, { status: 201 });
  }),

  customerApi.get('/customer/api/v1/nafath/requests/:requestId', ({ params, customer }) => {
    const found = findNafathRequest(customer.id, String(params.requestId));
    return found ? json(found) : fail(404, ['nafath__not_found']);
  }),
];
