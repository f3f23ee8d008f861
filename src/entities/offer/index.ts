export { OfferCard } from './offer-card';
export { offerMessages } from './messages';
