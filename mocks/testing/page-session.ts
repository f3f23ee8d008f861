import { DEMO_CUSTOMER_ID } from '../db/customers';
import { startSession } from '../lib/auth-cookies';

/**
 * For component tests: starts a session for a customer (the demo by default) and writes its cookies
 * to `document.cookie`, as a sign-in would; `src/testing/setup.ts` clears them after each test.
 */
export function signInForTest(customerId = DEMO_CUSTOMER_ID): void {
  for (const line of startSession(customerId)) document.cookie = line;
}
