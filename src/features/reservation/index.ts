export { ReservationCheckout } from './components/reservation-checkout';
export { ReservationDetail } from './components/reservation-detail';
