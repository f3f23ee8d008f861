/** The listings a customer opened lately: recorded by the detail pages, shown on home and account. */
import type { RecentlyViewed } from '../../generated/model';
import {
  eraseViews,
  MAX_RECENTLY_VIEWED,
  recordView,
  viewsOf,
  type StoredView,
} from '../db/recently-viewed';
import { iso } from '../lib/clock';
import { json, langOf, noContent, type Lang } from '../lib/http';
import { customerApi } from '../lib/with-customer';
import { listingOf, listingView } from './saved';

export function toRecentlyViewed(item: StoredView, lang: Lang): RecentlyViewed | undefined {
  const view = listingView(item.kind, item.listingId, lang);
  if (!view) return undefined;
  const { available: _available, ...shown } = view;
  return { kind: item.kind, listing_id: item.listingId, ...shown, viewed_at: iso(item.viewedAt) };
}

/** The customer's recently viewed listings that still exist, newest first (also the data copy's). */
export const recentlyViewedOf = (customerId: number, lang: Lang): RecentlyViewed[] =>
  viewsOf(customerId)
    .map((item) => toRecentlyViewed(item, lang))
    .filter((item): item is RecentlyViewed => item !== undefined)
    .slice(0, MAX_RECENTLY_VIEWED);

export const recentlyViewedHandlers = [
  customerApi.get('/customer/api/v1/recently-viewed/', ({ request, customer }) => {
    const lang = langOf(request);
    const results = recentlyViewedOf(customer.id, lang);
    return json({ count: results.length, results });
  }),
  customerApi.delete('/customer/api/v1/recently-viewed/', ({ customer }) => {
    eraseViews(customer.id);
    return noContent();
  }),
  customerApi.put(
    '/customer/api/v1/recently-viewed/:kind/:listingId',
    ({ request, params, customer }) => {
      const lang = langOf(request);
      const listing = listingOf(params, lang);
      if (listing instanceof Response) return listing;
      return json(toRecentlyViewed(recordView(customer.id, listing.kind, listing.id), lang));
    },
  ),
];
