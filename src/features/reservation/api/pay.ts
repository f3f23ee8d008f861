import { createReservationPayment } from '@generated/api/reservations/reservations';
import type { Payment, PaymentCreate } from '@generated/model';
import { idempotencyHeaders } from '@/lib/http/idempotency';

/**
 * Pays the hold fee. A plain call, never a react-query mutation: the card in `body` must not be kept in
 * a MutationCache (or anywhere else) once the call has settled.
 */
export function payReservation(
  reservationId: number,
  body: PaymentCreate,
  idempotencyKey: string,
): Promise<Payment> {
  return createReservationPayment(reservationId, body, idempotencyHeaders(idempotencyKey));
}
