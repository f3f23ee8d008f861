import { pushNotification } from '../notifications';
import type { MockReservation } from './store';

const texts = (number: string) => ({
  confirmed: {
    title: { ar: 'تم تأكيد الحجز', en: 'Reservation confirmed' },
    body: {
      ar: `تم تأكيد الحجز رقم <b>${number}</b>.`,
      en: `Reservation <b>${number}</b> is confirmed.`,
    },
  },
  expired: {
    title: { ar: 'انتهت مهلة الحجز', en: 'Reservation expired' },
    body: {
      ar: `انتهت مهلة الحجز رقم <b>${number}</b> قبل الدفع وأصبحت الوحدة متاحة.`,
      en: `Reservation <b>${number}</b> expired before payment; the unit is available again.`,
    },
  },
  refunded: {
    title: { ar: 'تم استرداد رسوم الحجز', en: 'Reservation fee refunded' },
    body: {
      ar: `أُعيدت رسوم الحجز رقم <b>${number}</b> إلى وسيلة الدفع التي استخدمتها.`,
      en: `The fee of reservation <b>${number}</b> is back on the payment method you used.`,
    },
  },
});

/** Tells the customer that a hold was confirmed (paid), expired unpaid, or its fee refunded. */
export function notifyReservation(
  reservation: MockReservation,
  event: 'confirmed' | 'expired' | 'refunded',
): void {
  const text = texts(reservation.number)[event];
  pushNotification(reservation.customerId, {
    kind: `reservation_${event}`,
    ...text,
    link: `/account/reservations/${reservation.id}`,
  });
}
