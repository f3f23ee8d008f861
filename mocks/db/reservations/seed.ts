import { clock, minutes } from '../../lib/clock';
import { DEMO_CUSTOMER_ID } from '../customers';
import { findUnit, setUnitStatus } from '../catalogue';
import { onReset } from '../registry';
import {
  RESERVATION_HOLD_MINUTES,
  attempts,
  nextInvoiceNumber,
  nextReservationId,
  paymentKeys,
  payments,
  reservationKeys,
  reservationNumber,
  reservations,
  resetCounters,
  type MockReservation,
} from './store';

/** Units with a fixed behaviour when reserved (see mocks/handlers/reservations.ts). */
export const TEST_UNITS = {
  /** Always answers 500 `reservation__technical_error`. */
  technicalError: 539,
  /** Held by another customer after every reset: 409 `reservation__in_progress`, 12 minutes to wait. */
  heldByAnotherCustomer: 540,
  /** `reserved` in the catalogue: 409 `unit__already_reserved`. */
  alreadyReserved: 503,
  /** `sold` and `unlisted`: 409 `unit__not_available`. */
  sold: 504,
  unlisted: 505,
  /** Unknown: 404 `unit__not_found`. */
  unknown: 9999,
} as const;

/** Not an account: the owner of the hold on `heldByAnotherCustomer`. */
export const ANOTHER_CUSTOMER_ID = 900_001;
const DAY = 86_400_000;

function seed(now: number): MockReservation[] {
  const paidByCard = now - 3 * DAY;
  const paidByTransfer = now - 6 * DAY;
  const expired = now - 10 * DAY;
  const held = now - minutes(18);
  const amountOf = (unitId: number) => findUnit(unitId)?.reservation_amount ?? 5000;
  return [
    {
      id: 381,
      number: reservationNumber(381, paidByCard),
      customerId: DEMO_CUSTOMER_ID,
      unitId: 516,
      status: 'confirmed',
      amount: amountOf(516),
      createdAt: paidByCard,
      reservedTill: paidByCard + minutes(30),
      paymentOption: 'mada',
      paidAt: paidByCard + minutes(14),
      transactionNumber: 'TX7781234590',
      invoiceNumber: nextInvoiceNumber(paidByCard),
    },
    {
      id: 380,
      number: reservationNumber(380, paidByTransfer),
      customerId: DEMO_CUSTOMER_ID,
      unitId: 519,
      status: 'confirmed',
      amount: amountOf(519),
      createdAt: paidByTransfer,
      reservedTill: paidByTransfer + minutes(125),
      paymentOption: 'bank_transfer',
      paidAt: paidByTransfer + minutes(55),
      transactionNumber: 'FT25061ABC1234',
      invoiceNumber: nextInvoiceNumber(paidByTransfer),
      bankTransfer: {
        deadline: paidByTransfer + minutes(125),
        reference: reservationNumber(380, paidByTransfer),
        transactionNumber: 'FT25061ABC1234',
        transferredAt: paidByTransfer + minutes(35),
        reportedAt: paidByTransfer + minutes(40),
        confirmedAt: paidByTransfer + minutes(55),
      },
    },
    {
      id: 379,
      number: reservationNumber(379, expired),
      customerId: DEMO_CUSTOMER_ID,
      unitId: 521,
      status: 'expired',
      amount: amountOf(521),
      createdAt: expired,
      reservedTill: expired + minutes(30),
    },
    {
      id: 378,
      number: reservationNumber(378, held),
      customerId: ANOTHER_CUSTOMER_ID,
      unitId: TEST_UNITS.heldByAnotherCustomer,
      status: 'created',
      amount: amountOf(TEST_UNITS.heldByAnotherCustomer),
      createdAt: held,
      reservedTill: held + minutes(30),
    },
  ];
}

onReset(() => {
  for (const store of [reservations, payments, attempts, reservationKeys, paymentKeys])
    store.clear();
  resetCounters();
  for (const reservation of seed(clock.now())) {
    reservations.set(reservation.id, reservation);
    if (reservation.status !== 'expired') setUnitStatus(reservation.unitId, 'reserved');
  }
});

/**
 * Another customer holds a listed unit now (`POST /__mock/hold`): the unit taken meanwhile, while a
 * customer has its checkout open. Answers false for a unit that is not listed and free.
 */
export function holdForAnotherCustomer(unitId: number): boolean {
  const unit = findUnit(unitId);
  if (!unit || unit.status !== 'listed') return false;
  const now = clock.now();
  const id = nextReservationId();
  reservations.set(id, {
    id,
    number: reservationNumber(id, now),
    customerId: ANOTHER_CUSTOMER_ID,
    unitId,
    status: 'created',
    amount: unit.reservation_amount,
    createdAt: now,
    reservedTill: now + minutes(RESERVATION_HOLD_MINUTES),
  });
  setUnitStatus(unitId, 'reserved');
  return true;
}
