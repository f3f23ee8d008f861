import { eraseSaved } from './saved';
import { eraseBudget } from './budget';
import { eraseViews } from './recently-viewed';
import type { DeletionBlocker, ErrorCode, RetainedRecord } from '../../generated/model';
import { eraseConsents } from './consents';
import { eraseEmailLinks } from './email-confirmations';
import { documents } from './financing/documents';
import { leads } from './leads';
import { customers, endSessionsOf } from './customers';
import { financingRequests, sweepFinancingRequests } from './financing';
import { eraseNotifications } from './notifications';
import { erasePreferences } from './message-preferences';
import { ACTIVE_STATUSES, payments, reservations, sweepReservations } from './reservations';
import { erasePushSubscriptions } from './messages/push-subscriptions';

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
 * Deletes the customer: the profile, consents, notifications, saved homes and searches, the budget,
 * the recently viewed listings, e-mail links, financing requests and every document uploaded to them
 * (the files and their names) are erased; the leads the customer made (taps on an advertiser's call
 * or WhatsApp link) stay in the advertiser's report without whom they came from; reservations and payments are kept (see
 * `RETAINED`) detached from the person; every session the customer has in this namespace ends
 * (others find no customer behind theirs).
 */
export function deleteCustomer(customerId: number): void {
  customers.delete(customerId);
  eraseConsents(customerId);
  eraseNotifications(customerId);
  erasePreferences(customerId);
  erasePushSubscriptions(customerId);
  eraseSaved(customerId);
  eraseBudget(customerId);
  eraseViews(customerId);
  eraseEmailLinks(customerId);
  for (const [id, request] of financingRequests) {
    if (request.customerId === customerId) financingRequests.delete(id);
  }
  for (const [id, document] of documents) {
    if (document.customerId === customerId) documents.delete(id);
  }
  for (const lead of leads) if (lead.customer_id === customerId) delete lead.customer_id;
  for (const record of [...reservations.values(), ...payments.values()]) {
    if (record.customerId === customerId) record.customerId = DETACHED;
  }
  endSessionsOf(customerId);
}
