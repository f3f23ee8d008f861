export {
  paymentMethodMessages,
  refundStatusMessages,
  ReservationStatusBadge,
  reservationStatusMessages,
  reservationTone,
} from './status';
export { ReservationList } from './reservation-list';
export { ReservationRow } from './reservation-row';
export { reservationMessages } from './messages';
export { Countdown } from './countdown';
export { CopyButton } from './copy-button';
export { formatIban, TransferInstructions } from './transfer-instructions';
export { InvoiceLink } from './invoice-link';
export { ReservationFacts } from './reservation-facts';
export { ReservationState } from './reservation-state';
