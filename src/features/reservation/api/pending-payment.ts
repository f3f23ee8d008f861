import { readPrivate, removePrivate, writePrivate } from '@/lib/session/private-storage';

/**
 * The payment waiting for 3-D Secure, by reservation: `return_path` is sent before the payment id is
 * known, so the page finds the id here on its return. Ids only, never card data.
 */
const key = (reservationId: number) => `reservation-3ds:${reservationId}`;

export function rememberPendingPayment(reservationId: number, paymentId: number): void {
  writePrivate(key(reservationId), paymentId);
}

export function takePendingPayment(reservationId: number): number | undefined {
  const paymentId = readPrivate<number>(key(reservationId));
  removePrivate(key(reservationId));
  return typeof paymentId === 'number' ? paymentId : undefined;
}
