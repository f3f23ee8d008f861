import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListRecentlyViewedQueryKey,
  recordRecentlyViewed,
  useListRecentlyViewed,
} from '@generated/api/recently-viewed/recently-viewed';
import { useSessionIfProvided as useSession } from '@/lib/session/session';
import {
  clearDeviceViews,
  readDeviceViews,
  serverDeviceViews,
  subscribeDeviceViews,
  type ViewedListing,
} from './device-history';

export type ViewedItem = ViewedListing & { viewedAt: string };

/**
 * The recently viewed listings: the account's for a customer (the device's guest list is moved
 * there first, oldest first, then forgotten on the device), the device's for a guest.
 */
export function useRecentlyViewed() {
  const session = useSession();
  const queryClient = useQueryClient();
  const customer = session.status === 'authenticated';
  const device = useSyncExternalStore(subscribeDeviceViews, readDeviceViews, serverDeviceViews);
  const moving = useRef(false);
  const toMove = customer ? device : serverDeviceViews();
  useEffect(() => {
    if (toMove.length === 0 || moving.current) return;
    moving.current = true;
    void (async () => {
      for (const item of [...toMove].reverse())
        await recordRecentlyViewed(item.kind, item.id).catch(() => undefined);
      clearDeviceViews();
      await queryClient.invalidateQueries({ queryKey: getListRecentlyViewedQueryKey() });
      moving.current = false;
    })();
  }, [toMove, queryClient]);

  const account = useListRecentlyViewed({ query: { enabled: customer } });
  if (session.status === 'loading')
    return { status: 'pending' as const, items: [] as ViewedItem[] };
  if (!customer) return { status: 'success' as const, items: device as ViewedItem[] };
  if (account.isError) return { status: 'error' as const, items: [], query: account };
  if (!account.data || toMove.length > 0) return { status: 'pending' as const, items: [] };
  const items: ViewedItem[] = account.data.results.map((item) => ({
    kind: item.kind,
    id: item.listing_id,
    title: item.title,
    subtitle: item.subtitle,
    price: item.price,
    image: item.cover_image,
    viewedAt: item.viewed_at,
  }));
  return { status: 'success' as const, items, query: account };
}
