export { ReservationCheckout } from './components/reservation-checkout';
export { ReservationDetail } from './components/reservation-detail';
export { checkoutQueries, positiveId } from './api/checkout-queries';
