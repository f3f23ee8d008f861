/** The customer's browser push subscriptions (issue 31, step 6); none until a browser subscribes. */
import { scoped } from '../../lib/namespace';
import { onReset } from '../registry';

type StoredSubscription = { id: string; customerId: number; endpoint: string };
export const pushSubscriptions = scoped((): StoredSubscription[] => []);
onReset(() => {
  pushSubscriptions.length = 0;
});

export const pushTargetsOf = (customerId: number) =>
  pushSubscriptions.filter((item) => item.customerId === customerId).map((item) => item.id);
