import { sweepDeadlines } from './deadlines';
import { sweepMessages as sweepQueue } from './dispatch';
import './from-notifications';

export { addToDigest, pageUrl, sendOutside } from './dispatch';
export { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

/** Reminders that have come due, digests whose time has come, then what quiet hours held. */
export function sweepMessages(): void {
  sweepDeadlines();
  sweepQueue();
}
