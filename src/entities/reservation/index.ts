export {
  paymentMethodMessages,
  ReservationStatusBadge,
  reservationStatusMessages,
  reservationTone,
} from './status';
export { ReservationList } from './reservation-list';
export { ReservationRow } from './reservation-row';
export { reservationMessages } from './messages';
