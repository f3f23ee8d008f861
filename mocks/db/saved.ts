import type { AlertFrequency, SavedListingKind, SavedSearchKind } from '../../generated/model';
import { clock } from '../lib/clock';
import { scoped } from '../lib/namespace';
import { onReset } from './registry';

export const MAX_SAVED_HOMES = 200;
export const MAX_SAVED_SEARCHES = 50;

export type StoredSavedHome = {
  customerId: number;
  kind: SavedListingKind;
  listingId: number;
  savedAt: number;
};

export type StoredSavedSearch = {
  id: number;
  customerId: number;
  name: string;
  kind: SavedSearchKind;
  query: string;
  alert: AlertFrequency;
  createdAt: number;
  lastVisitedAt: number;
  /** New matches not yet told in a daily summary. */
  pendingDaily: number;
};

export const savedHomes = scoped((): StoredSavedHome[] => []);
export const savedSearches = scoped((): StoredSavedSearch[] => []);
const ids = scoped(() => ({ next: 1 }));

onReset(() => {
  savedHomes.length = 0;
  savedSearches.length = 0;
  ids.next = 1;
});

export const savedHomesOf = (customerId: number) =>
  savedHomes.filter((item) => item.customerId === customerId);

export const savedSearchesOf = (customerId: number) =>
  savedSearches.filter((item) => item.customerId === customerId);

export function findSavedHome(customerId: number, kind: SavedListingKind, listingId: number) {
  return savedHomes.find(
    (item) => item.customerId === customerId && item.kind === kind && item.listingId === listingId,
  );
}

/** Saves a listing (newest first); the one already saved as it is. */
export function saveHome(customerId: number, kind: SavedListingKind, listingId: number) {
  const existing = findSavedHome(customerId, kind, listingId);
  if (existing) return existing;
  const item = { customerId, kind, listingId, savedAt: clock.now() };
  savedHomes.unshift(item);
  return item;
}

export function removeSavedHome(customerId: number, kind: SavedListingKind, listingId: number) {
  const item = findSavedHome(customerId, kind, listingId);
  if (item) savedHomes.splice(savedHomes.indexOf(item), 1);
}

export function createSavedSearch(
  customerId: number,
  fields: Pick<StoredSavedSearch, 'name' | 'kind' | 'query' | 'alert'>,
): StoredSavedSearch {
  const now = clock.now();
  const item = {
    ...fields,
    id: ids.next++,
    customerId,
    createdAt: now,
    lastVisitedAt: now,
    pendingDaily: 0,
  };
  savedSearches.unshift(item);
  return item;
}

export const findSavedSearch = (customerId: number, id: number) =>
  savedSearches.find((item) => item.id === id && item.customerId === customerId);

export function deleteSavedSearch(item: StoredSavedSearch): void {
  savedSearches.splice(savedSearches.indexOf(item), 1);
}

/** Erases the customer's saved homes and searches (account deletion). */
export function eraseSaved(customerId: number): void {
  for (const store of [savedHomes, savedSearches] as { customerId: number }[][]) {
    const kept = store.filter((item) => item.customerId !== customerId);
    store.splice(0, store.length, ...kept);
  }
}
