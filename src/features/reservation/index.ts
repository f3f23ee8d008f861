export { ReservationCheckout } from './components/reservation-checkout';
