import type { Profile } from '../../generated/model';
import { clock } from '../lib/clock';
import { currentNamespace, inNamespace, isDefaultNamespace, scoped } from '../lib/namespace';
import { onReset } from './registry';

export type MockCustomer = Profile & { id: number; address_id?: number };
/**
 * `renewed`: made by the refresh call (the 'session-refresh' scenario refuses sessions that are not).
 * `namespace`: where it was made; its clock decides when it expires. `csrf`: the CSRF token of the
 * session (set at sign-in, kept by refreshes): an unsafe call of the session must echo this one.
 * `refresh`: the refresh token issued with it, which ends with it.
 */
export type MockSession = {
  customerId: number;
  expiresAt: number;
  renewed?: boolean;
  namespace: string;
  csrf: string;
  refresh?: string;
};

/** A refresh token: the session it renews (`session`, ended by the renewal) and that session's CSRF token. */
export type MockRefreshToken = {
  customerId: number;
  expiresAt: number;
  namespace: string;
  csrf: string;
  session?: string;
};

export const DEMO_CUSTOMER_ID = 1;
export const customers = scoped(() => new Map<number, MockCustomer>());
/** The highest id ever given: a deleted customer's id is never given again. */
export const customerIds = scoped(() => ({ last: DEMO_CUSTOMER_ID }));
/**
 * sessionid cookie → session; refresh cookie → session it can renew. Shared by every namespace (the
 * cookie is the key), so a test signs in once and uses that session in a namespace of its own; a
 * reset of the default namespace clears them.
 */
export const sessions = new Map<string, MockSession>();
export const refreshTokens = new Map<string, MockRefreshToken>();

/** Whether a session or refresh token has expired, by the clock of the namespace that made it. */
export const hasExpired = (session: { expiresAt: number; namespace: string }) =>
  session.expiresAt < inNamespace(session.namespace, clock.now);

function demoCustomer(): MockCustomer {
  return {
    id: DEMO_CUSTOMER_ID,
    user_number: 'U-100001',
    national_id: '1000000008',
    phone_number: '+966500000001',
    birthday: '1990-04-15',
    full_name: 'عبدالله محمد القحطاني',
    email: 'demo.customer@example.com',
    email_confirmed: true,
    nationality: 'SAU',
    marital_status: 'married',
    residence_city: 1,
    is_anonymous: false,
    registration_step: 'complete',
    address_id: 1,
  } as MockCustomer;
}

onReset(() => {
  customers.clear();
  if (isDefaultNamespace()) {
    sessions.clear();
    refreshTokens.clear();
  }
  customers.set(DEMO_CUSTOMER_ID, demoCustomer());
  customerIds.last = DEMO_CUSTOMER_ID;
});

export function findCustomerBy(field: 'national_id' | 'phone_number', value: string) {
  return [...customers.values()].find((customer) => customer[field] === value);
}

/**
 * Ends every session and refresh token of the customer made in this namespace, except `keep` (a
 * session token) and the refresh token issued with it: account deletion ends them all, a change of
 * the mobile number all but the caller's.
 */
export function endSessionsOf(customerId: number, keep?: string): void {
  const namespace = currentNamespace();
  const mine = (held: { customerId: number; namespace: string }) =>
    held.customerId === customerId && held.namespace === namespace;
  for (const [token, session] of sessions)
    if (mine(session) && token !== keep) sessions.delete(token);
  for (const [token, refresh] of refreshTokens)
    if (mine(refresh) && (keep === undefined || refresh.session !== keep))
      refreshTokens.delete(token);
}
