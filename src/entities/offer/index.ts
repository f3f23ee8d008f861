export { OfferTable } from './offer-table';
export { offerMessages } from './messages';
export { isOfferExpired, offerParts } from './offer-marks';
export { nextSort, sortOffers, type OfferSort, type OfferSortKey } from './offer-sort';
