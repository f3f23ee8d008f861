import { inNamespace, namespaces } from '../lib/namespace';
import { sweepFinancingRequests } from './financing';
import { sweepMessages } from './messages';
import { sweepReservations } from './reservations';

/**
 * Time-driven changes also happen without a read: every second the holds, payments and financing
 * requests of every namespace catch up with its clock (so units free up and notifications arrive on
 * time). Reads apply the same rules, so tests that move the clock do not depend on this timer.
 */
const timer = setInterval(() => {
  for (const namespace of namespaces()) {
    inNamespace(namespace, () => {
      sweepReservations();
      sweepFinancingRequests();
      sweepMessages();
    });
  }
}, 1000);
(timer as { unref?: () => void }).unref?.();
