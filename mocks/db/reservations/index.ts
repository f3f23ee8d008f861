import './seed';

export * from './store';
export {
  cancelReservation,
  confirmReservation,
  failPayment,
  holderOf,
  refreshReservation,
  setFinancingStatus,
  sweepReservations,
} from './lifecycle';
export { ESCROW_IBAN, threeDsUrl, toPayment, toReservation } from './serialize';
export { TEST_UNITS, holdForAnotherCustomer } from './seed';
