/**
 * The customer's browser push subscriptions (issue 31): stored by `createPushSubscription`, removed by
 * `deletePushSubscription`, by signing out (the web app removes its own first) and by deleting the
 * account. Each device gets its messages in the language it was registered with.
 */
import type { Lang } from '../../lib/http';
import { clock, iso } from '../../lib/clock';
import { scoped } from '../../lib/namespace';
import { onReset } from '../registry';

export type StoredSubscription = {
  id: string;
  customerId: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: Lang;
  createdAt: string;
};
/** Devices per customer. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

export const pushSubscriptions = scoped((): StoredSubscription[] => []);
const counter = scoped(() => ({ next: 1 }));
onReset(() => {
  pushSubscriptions.length = 0;
  counter.next = 1;
});

export const pushTargetsOf = (customerId: number) =>
  pushSubscriptions.filter((item) => item.customerId === customerId);

export const publicSubscription = (item: StoredSubscription) => ({
  id: item.id,
  endpoint: item.endpoint,
  language: item.language,
  created_at: item.createdAt,
});

/** Stores (or, for an endpoint the customer already has, updates) a subscription. */
export function storePushSubscription(
  customerId: number,
  value: Pick<StoredSubscription, 'endpoint' | 'keys' | 'language'>,
): StoredSubscription | 'limit-reached' {
  const known = pushSubscriptions.find(
    (item) => item.customerId === customerId && item.endpoint === value.endpoint,
  );
  if (known) return Object.assign(known, { keys: value.keys, language: value.language });
  if (pushTargetsOf(customerId).length >= PUSH_SUBSCRIPTIONS_MAX) return 'limit-reached';
  // An endpoint belongs to one browser: another customer's use of it ends (a shared computer).
  removeWhere((item) => item.endpoint === value.endpoint);
  const stored = {
    ...value,
    id: `ps-${counter.next++}`,
    customerId,
    createdAt: iso(clock.now()),
  };
  pushSubscriptions.push(stored);
  return stored;
}

function removeWhere(test: (item: StoredSubscription) => boolean): void {
  const kept = pushSubscriptions.filter((item) => !test(item));
  pushSubscriptions.splice(0, pushSubscriptions.length, ...kept);
}

export const removePushSubscription = (customerId: number, endpoint: string) =>
  removeWhere((item) => item.customerId === customerId && item.endpoint === endpoint);

/** Account deletion. */
export const erasePushSubscriptions = (customerId: number) =>
  removeWhere((item) => item.customerId === customerId);
