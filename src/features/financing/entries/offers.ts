// The offers page's entry: the offers table, without the wizard's forms and their validation.
export { OffersView } from '../components/offers/offers-view';
