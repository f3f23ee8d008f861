import type { Notification, NotificationKind } from '../../generated/model';
import { clock, iso, minutes } from '../lib/clock';
import type { Lang, Localized } from '../lib/http';
import { DEMO_CUSTOMER_ID } from './customers';
import { onReset } from './registry';
import { scoped } from '../lib/namespace';

export type NewNotification = {
  kind: NotificationKind;
  title?: Localized;
  body: Localized;
  link?: string;
};
type StoredNotification = NewNotification & {
  id: number;
  customerId: number;
  read: boolean;
  createdAt: number;
};

const store = scoped((): StoredNotification[] => []);
const ids = scoped(() => ({ next: 1 }));

/** Adds a notification for a customer (financing and reservation flows call it); newest first. */
export function pushNotification(customerId: number, notification: NewNotification): number {
  const id = ids.next++;
  store.unshift({ ...notification, id, customerId, read: false, createdAt: clock.now() });
  return id;
}

type Seed = NewNotification & { read: boolean; ageMinutes: number };
const DEMO_SEED: Seed[] = [
  {
    kind: 'general',
    title: { ar: 'تحديث شروط الاستخدام', en: 'Terms of use updated' },
    body: {
      ar: 'حدّثنا <b>شروط الاستخدام</b>.<script>alert(1)</script><img src="x" onerror="alert(1)"> <a href="javascript:alert(1)">التفاصيل</a>',
      en: 'We updated our <b>terms of use</b>.<script>alert(1)</script><img src="x" onerror="alert(1)"> <a href="javascript:alert(1)">Details</a>',
    },
    link: '/terms',
    read: false,
    ageMinutes: 30,
  },
  {
    kind: 'financing_request_approved',
    title: { ar: 'تمت الموافقة على طلب التمويل', en: 'Financing request approved' },
    body: {
      ar: 'وافق البنك على طلب التمويل رقم <b>FR-2025-000318</b>. <a href="/account/requests">اطّلع على العروض</a>',
      en: 'The bank approved financing request <b>FR-2025-000318</b>. <a href="/account/requests">See the offers</a>',
    },
    link: '/account/requests',
    read: false,
    ageMinutes: 90,
  },
  {
    kind: 'financing_request_processing',
    title: { ar: 'طلب التمويل قيد المعالجة', en: 'Financing request in progress' },
    body: {
      ar: 'يراجع البنك طلبك.<br>سنبلغك عند صدور القرار.',
      en: 'The bank is reviewing your request.<br>We will let you know the decision.',
    },
    read: false,
    ageMinutes: 60 * 26,
  },
  {
    kind: 'financing_request_prepared',
    body: { ar: 'جُهّزت <i>عروض التمويل</i> لطلبك.', en: 'Your <i>financing offers</i> are ready.' },
    link: '/account/requests',
    read: true,
    ageMinutes: 60 * 50,
  },
  {
    kind: 'reservation_confirmed',
    title: { ar: 'تم تأكيد الحجز', en: 'Reservation confirmed' },
    body: {
      ar: '<p>تم تأكيد حجز الوحدة <b>A-104</b> في مشروع روضة الرياض.</p>',
      en: '<p>Your reservation of unit <b>A-104</b> in Rawdat Riyadh is confirmed.</p>',
    },
    link: '/account/reservations',
    read: true,
    ageMinutes: 60 * 24 * 4,
  },
  {
    kind: 'reservation_expired',
    title: { ar: 'انتهت مهلة الحجز', en: 'Reservation expired' },
    body: {
      ar: 'انتهت مهلة سداد حجز الوحدة <b>B-210</b>.',
      en: 'The payment time for unit <b>B-210</b> ran out.',
    },
    link: '/account/reservations',
    read: true,
    ageMinutes: 60 * 24 * 6,
  },
  {
    kind: 'financing_request_rejected',
    title: { ar: 'تعذّرت الموافقة على الطلب', en: 'Request not approved' },
    body: {
      ar: 'لم يوافق البنك على طلب التمويل <b>FR-2025-000207</b>.',
      en: 'The bank did not approve financing request <b>FR-2025-000207</b>.',
    },
    read: true,
    ageMinutes: 60 * 24 * 9,
  },
];

onReset(() => {
  store.length = 0;
  const now = clock.now();
  DEMO_SEED.forEach(({ ageMinutes, read, ...notification }, index) => {
    store.push({
      ...notification,
      id: DEMO_SEED.length - index,
      customerId: DEMO_CUSTOMER_ID,
      read,
      createdAt: now - minutes(ageMinutes),
    });
  });
  ids.next = DEMO_SEED.length + 1;
});

export const notificationsOf = (customerId: number) =>
  store.filter((item) => item.customerId === customerId);

export function toNotification(item: StoredNotification, lang: Lang): Notification {
  return {
    id: item.id,
    kind: item.kind,
    ...(item.title ? { title: item.title[lang] } : {}),
    body: item.body[lang],
    ...(item.link ? { link: item.link } : {}),
    read: item.read,
    created_at: iso(item.createdAt),
  };
}

/** Marks one of the customer's notifications read; false when it is not theirs. */
export function markRead(customerId: number, id: number): boolean {
  const item = store.find(
    (candidate) => candidate.id === id && candidate.customerId === customerId,
  );
  if (item) item.read = true;
  return Boolean(item);
}

/** Erases every notification of a customer (account deletion). */
export function eraseNotifications(customerId: number): void {
  const kept = store.filter((item) => item.customerId !== customerId);
  store.splice(0, store.length, ...kept);
}
