import { eraseSaved } from './saved';
import type { DeletionBlocker, ErrorCode, RetainedRecord } from '../../generated/model';
import { currentNamespace } from '../lib/namespace';
import { eraseConsents } from './consents';
import { customers, refreshTokens, sessions } from './customers';
import { financingRequests, sweepFinancingRequests } from './financing';
import { eraseNotifications } from './notifications';
import { ACTIVE_STATUSES, payments, reservations, sweepReservations } from './reservations';

/** Kept after deletion, by law: payments (anti-money-laundering, 10 years), invoices (VAT, 6 years). */
export const RETAINED: RetainedRecord[] = [
  { kind: 'payments', years: 10 },
  { kind: 'invoices', years: 6 },
];
const FINAL_FINANCING = ['approved', 'rejected', 'canceled', 'expired'];
/** Whom kept records belong to once their customer is deleted: nobody who can sign in. */
const DETACHED = -1;

/** The active reservations and financing requests of a customer (they block deletion). */
export function deletionBlockers(customerId: number): DeletionBlocker[] {
  sweepReservations();
  sweepFinancingRequests();
  const held: DeletionBlocker[] = [...reservations.values()]
    .filter((item) => item.customerId === customerId && ACTIVE_STATUSES.includes(item.status))
    .map(({ id, number, status }) => ({ kind: 'reservation', id, number, status }));
  const open: DeletionBlocker[] = [...financingRequests.values()]
    .filter((item) => item.customerId === customerId && !FINAL_FINANCING.includes(item.status))
    .map(({ id, number, status }) => ({ kind: 'financing_request', id, number, status }));
  return [...held, ...open];
}

export function blockerCodes(blockers: DeletionBlocker[]): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  for (const { kind } of blockers) {
    codes.add(
      kind === 'reservation' ? 'account__active_reservation' : 'account__active_financing_request',
    );
  }
  return [...codes];
}

/**
 * Deletes the customer: the profile, consents, notifications and financing requests are erased;
 * reservations and payments are kept (see `RETAINED`) detached from the person; every session the
 * customer has in this namespace ends (others find no customer behind theirs).
 */
export function deleteCustomer(customerId: number): void {
  customers.delete(customerId);
  eraseConsents(customerId);
  eraseNotifications(customerId);
  eraseSaved(customerId);
  for (const [id, request] of financingRequests) {
    if (request.customerId === customerId) financingRequests.delete(id);
  }
  for (const record of [...reservations.values(), ...payments.values()]) {
    if (record.customerId === customerId) record.customerId = DETACHED;
  }
  const namespace = currentNamespace();
  for (const tokens of [sessions, refreshTokens]) {
    for (const [token, session] of tokens) {
      if (session.customerId === customerId && session.namespace === namespace)
        tokens.delete(token);
    }
  }
}
