import type { FinancingOffer } from '@generated/model';

export const OFFER_SORTS = ['monthly_installment', 'apr', 'total_cost'] as const;
export type OfferSortKey = (typeof OFFER_SORTS)[number];
export type OfferSort = { key: OfferSortKey; direction: 'ascending' | 'descending' };

/**
 * The offers by `sort` (ascending: cheapest first), ties by total cost then as the server listed them;
 * the input is not changed.
 */
export function sortOffers(offers: readonly FinancingOffer[], sort: OfferSort): FinancingOffer[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort(
      (a, b) =>
        sign * (a.offer[sort.key] - b.offer[sort.key]) ||
        a.offer.total_cost - b.offer.total_cost ||
        a.index - b.index,
    )
    .map(({ offer }) => offer);
}

/** The sort after a click on `key`'s header: the same column turns around, another starts cheapest. */
export function nextSort(current: OfferSort, key: OfferSortKey): OfferSort {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
