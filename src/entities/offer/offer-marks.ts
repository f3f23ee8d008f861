import type { FinancingOffer } from '@generated/model';

export const isOfferExpired = (offer: FinancingOffer, now: number) =>
  !offer.is_chosen && Date.parse(offer.valid_until) <= now;

/** The parts of an offer's total amount payable, which add up to `total_cost`. */
export const offerParts = (offer: FinancingOffer) => ({
  loan: offer.loan_amount,
  profit: offer.total_profit,
  fees: offer.bank_fee + offer.admin_fees,
});

function lowest(offers: readonly FinancingOffer[], key: 'total_cost' | 'monthly_installment') {
  const best = Math.min(...offers.map((offer) => offer[key]));
  return new Set(offers.filter((offer) => offer[key] === best).map((offer) => offer.id));
}

/** Among the offers that can still be chosen: the lowest total cost and the lowest installment. */
export function offerMarks(offers: readonly FinancingOffer[], now: number) {
  const open = offers.filter((offer) => !isOfferExpired(offer, now));
  return {
    cheapestTotal: open.length ? lowest(open, 'total_cost') : new Set<number>(),
    lowestInstallment: open.length ? lowest(open, 'monthly_installment') : new Set<number>(),
  };
}
