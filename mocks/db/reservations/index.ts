import './seed';

export * from './store';
export {
  cancelReservation,
  confirmReservation,
  failPayment,
  holderOf,
  refreshReservation,
  refundIfCanceled,
  setFinancingStatus,
  sweepReservations,
} from './lifecycle';
export { SELLER, VAT_RATE, invoiceOf, vatOf, zatcaTlv } from './invoice';
export { ESCROW_IBAN, threeDsUrl, toPayment, toReservation } from './serialize';
export { TEST_UNITS, holdForAnotherCustomer } from './seed';
