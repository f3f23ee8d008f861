import { units } from '../db/catalogue';
import { customers, DEMO_CUSTOMER_ID, sessions } from '../db/customers';
import { TEST_UNITS } from '../db/reservations';
import { clock } from '../lib/clock';
import { randomToken } from '../lib/http';
import { currentNamespace } from '../lib/namespace';
import { MockApi } from './mock-api';

const DAY = 86_400_000;

/**
 * A client already signed in as a customer, without the OTP flow: the session is put straight into the
 * mock's store and lasts 30 days, so tests can move the mock clock past holds and deadlines.
 */
export function signedInClient(customerId = DEMO_CUSTOMER_ID): MockApi {
  const client = new MockApi('en');
  const token = randomToken();
  const csrf = randomToken();
  sessions.set(token, {
    customerId,
    expiresAt: clock.now() + 30 * DAY,
    namespace: currentNamespace(),
    csrf,
  });
  client.jar.set(client.cookieNames.session, token);
  client.jar.set(client.cookieNames.csrf, csrf);
  return client;
}

/** Another customer (a copy of the demo customer with its own id and numbers). */
export function anotherCustomer(id = 2): number {
  const demo = customers.get(DEMO_CUSTOMER_ID)!;
  const suffix = String(id).padStart(2, '0');
  customers.set(id, {
    ...demo,
    id,
    user_number: `U-1000${suffix}`,
    national_id: `10000000${suffix}`,
    phone_number: `05000000${suffix}`,
  });
  return id;
}

/** Listed units without a documented test behaviour (the catalogue seed decides which). */
export function freeUnits(): number[] {
  const special: number[] = Object.values(TEST_UNITS);
  return [...units.values()]
    .filter((unit) => unit.reservable && !special.includes(unit.id))
    .map((unit) => unit.id);
}
