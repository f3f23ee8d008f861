import type { FinancingOffer } from '@generated/model';

export const OFFER_SORTS = ['monthly_installment', 'apr', 'total_cost'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/** The offers cheapest first by `sort`, then by total cost, then as the server listed them. */
export function sortOffers(offers: readonly FinancingOffer[], sort: OfferSort): FinancingOffer[] {
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort(
      (a, b) =>
        a.offer[sort] - b.offer[sort] ||
        a.offer.total_cost - b.offer.total_cost ||
        a.index - b.index,
    )
    .map(({ offer }) => offer);
}

export function isOfferSort(value: string | null | undefined): value is OfferSort {
  return OFFER_SORTS.includes(value as OfferSort);
}
