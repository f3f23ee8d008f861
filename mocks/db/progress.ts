import { sweepFinancingRequests } from './financing';
import { sweepReservations } from './reservations';

/**
 * Time-driven changes also happen without a read: every second the holds, payments and financing
 * requests catch up with the mock clock (so units free up and notifications arrive on time). Reads apply
 * the same rules, so tests that move the clock do not depend on this timer.
 */
const timer = setInterval(() => {
  sweepReservations();
  sweepFinancingRequests();
}, 1000);
(timer as { unref?: () => void }).unref?.();
