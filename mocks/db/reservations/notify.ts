import { pushNotification } from '../notifications';
import type { MockReservation } from './store';

/** Tells the customer that a hold was confirmed (paid) or expired unpaid. */
export function notifyReservation(
  reservation: MockReservation,
  event: 'confirmed' | 'expired',
): void {
  const number = reservation.number;
  pushNotification(reservation.customerId, {
    kind: `reservation_${event}`,
    title:
      event === 'confirmed'
        ? { ar: 'تم تأكيد الحجز', en: 'Reservation confirmed' }
        : { ar: 'انتهت مهلة الحجز', en: 'Reservation expired' },
    body:
      event === 'confirmed'
        ? {
            ar: `تم تأكيد الحجز رقم <b>${number}</b>.`,
            en: `Reservation <b>${number}</b> is confirmed.`,
          }
        : {
            ar: `انتهت مهلة الحجز رقم <b>${number}</b> قبل الدفع وأصبحت الوحدة متاحة.`,
            en: `Reservation <b>${number}</b> expired before payment; the unit is available again.`,
          },
    link: '/account/reservations',
  });
}
