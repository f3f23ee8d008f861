import type { QueryClient } from '@tanstack/react-query';
import {
  getListRecentlyViewedQueryKey,
  recordRecentlyViewed,
} from '@generated/api/recently-viewed/recently-viewed';
import { recordDeviceView, type ViewedListing } from './device-history';

/**
 * Records an opened listing: in the account for a customer (a failure only means it is not in the
 * list), on the device for a guest. Loaded when the browser is idle (./record-view.tsx).
 */
export function recordNow(listing: ViewedListing, customer: boolean, queryClient: QueryClient) {
  if (!customer) return recordDeviceView(listing);
  void recordRecentlyViewed(listing.kind, listing.id).then(
    () => queryClient.invalidateQueries({ queryKey: getListRecentlyViewedQueryKey() }),
    () => undefined,
  );
}
