import type { SavedListingKind } from '../../generated/model';
import { clock } from '../lib/clock';
import { scoped } from '../lib/namespace';
import { onReset } from './registry';

/** How many listings a customer's recently viewed list keeps (the contract's `maxItems`). */
export const MAX_RECENTLY_VIEWED = 12;

export type StoredView = {
  customerId: number;
  kind: SavedListingKind;
  listingId: number;
  viewedAt: number;
};

/** Every customer's openings, newest first. */
export const views = scoped((): StoredView[] => []);

onReset(() => {
  views.length = 0;
});

export const viewsOf = (customerId: number) =>
  views.filter((item) => item.customerId === customerId);

/** The listing first with the time now (moved when it was there); the customer's oldest past 12 go. */
export function recordView(customerId: number, kind: SavedListingKind, listingId: number) {
  const at = views.findIndex(
    (item) => item.customerId === customerId && item.kind === kind && item.listingId === listingId,
  );
  if (at >= 0) views.splice(at, 1);
  const item = { customerId, kind, listingId, viewedAt: clock.now() };
  views.unshift(item);
  const own = viewsOf(customerId);
  for (const old of own.slice(MAX_RECENTLY_VIEWED)) views.splice(views.indexOf(old), 1);
  return item;
}

export function eraseViews(customerId: number): void {
  const kept = views.filter((item) => item.customerId !== customerId);
  views.splice(0, views.length, ...kept);
}
