import type { Notification, NotificationKind } from '../../generated/model';
import { clock, iso, minutes } from '../lib/clock';
import type { Lang, Localized } from '../lib/http';
import { findUnit } from './catalogue';
import { DEMO_CUSTOMER_ID } from './customers';
import { financingRequests } from './financing/store';
import { reservations } from './reservations/store';
import { onReset } from './registry';
import { scoped } from '../lib/namespace';

export type NewNotification = {
  kind: NotificationKind;
  title?: Localized;
  body: Localized;
  link?: string;
  /** False: in the app only (a daily summary: its matches go out in the digest). */
  outside?: boolean;
};
type StoredNotification = Omit<NewNotification, 'body'> & {
  /** A seed's text is made when it is read: the records it names are seeded beside it. */
  body: Localized | (() => Localized);
  id: number;
  customerId: number;
  read: boolean;
  createdAt: number;
};

const store = scoped((): StoredNotification[] => []);
const ids = scoped(() => ({ next: 1 }));

type NotificationListener = (customerId: number, notification: NewNotification) => void;
const listeners: NotificationListener[] = [];
/** Told of every new notification (the messages sent outside the app follow them). */
export function onNotification(listener: NotificationListener): void {
  listeners.push(listener);
}

/** Adds a notification for a customer (financing and reservation flows call it); newest first. */
export function pushNotification(customerId: number, notification: NewNotification): number {
  const id = ids.next++;
  store.unshift({ ...notification, id, customerId, read: false, createdAt: clock.now() });
  listeners.forEach((listener) => listener(customerId, notification));
  return id;
}

/**
 * The demo customer's notifications, about what the account really holds (mocks/db/financing/seed.ts,
 * mocks/db/reservations/seed.ts): each names the request or reservation by its number and leads to
 * its page, with the numbers of the namespace's own records.
 */
type Seed = Omit<NewNotification, 'body'> & {
  body: () => Localized;
  read: boolean;
  ageMinutes: number;
};
const DAY_MINUTES = 24 * 60;
const requestNumber = (id: number) => financingRequests.get(id)?.number ?? '';
function reservationOf(id: number) {
  const reservation = reservations.get(id);
  const unit = reservation ? findUnit(reservation.unitId) : undefined;
  return {
    number: reservation?.number ?? '',
    unit: unit?.number ?? '',
    project: unit?.project_name ?? { ar: '', en: '' },
  };
}

const DEMO_SEED: Seed[] = [
  {
    kind: 'general',
    title: { ar: 'تحديث شروط الاستخدام', en: 'Terms of use updated' },
    // Hostile markup on purpose: the app shows it sanitized (src/entities/notification).
    body: () => ({
      ar: 'حدّثنا <b>شروط الاستخدام</b>.<script>alert(1)</script><img src="x" onerror="alert(1)"> <a href="javascript:alert(1)">التفاصيل</a>',
      en: 'We updated our <b>terms of use</b>.<script>alert(1)</script><img src="x" onerror="alert(1)"> <a href="javascript:alert(1)">Details</a>',
    }),
    link: '/terms',
    read: false,
    ageMinutes: 30,
  },
  {
    kind: 'financing_request_prepared',
    title: { ar: 'عروض التمويل جاهزة', en: 'Financing offers ready' },
    body: () => ({
      ar: `جُهّزت <i>عروض التمويل</i> لطلبك <b>${requestNumber(55)}</b>. <a href="/financing-requests/55/offers">قارن العروض</a>`,
      en: `The <i>financing offers</i> for your request <b>${requestNumber(55)}</b> are ready. <a href="/financing-requests/55/offers">Compare the offers</a>`,
    }),
    link: '/financing-requests/55/offers',
    read: false,
    ageMinutes: DAY_MINUTES,
  },
  {
    kind: 'reservation_confirmed',
    title: { ar: 'تم تأكيد الحجز', en: 'Reservation confirmed' },
    body: () => {
      const { number, unit, project } = reservationOf(381);
      return {
        ar: `<p>تم تأكيد حجزك <b>${number}</b> للوحدة <b>${unit}</b> في ${project.ar}.</p>`,
        en: `<p>Your reservation <b>${number}</b> of unit <b>${unit}</b> in ${project.en} is confirmed.</p>`,
      };
    },
    link: '/account/reservations/381',
    read: false,
    ageMinutes: 3 * DAY_MINUTES - 14,
  },
  {
    kind: 'reservation_confirmed',
    title: { ar: 'تم تأكيد الحجز', en: 'Reservation confirmed' },
    body: () => {
      const { number, unit, project } = reservationOf(380);
      return {
        ar: `<p>وصل تحويلك وتم تأكيد حجزك <b>${number}</b> للوحدة <b>${unit}</b> في ${project.ar}.</p>`,
        en: `<p>Your transfer arrived: reservation <b>${number}</b> of unit <b>${unit}</b> in ${project.en} is confirmed.</p>`,
      };
    },
    link: '/account/reservations/380',
    read: true,
    ageMinutes: 6 * DAY_MINUTES - 55,
  },
  {
    kind: 'reservation_expired',
    title: { ar: 'انتهت مهلة الحجز', en: 'Reservation expired' },
    body: () => {
      const { number, unit } = reservationOf(379);
      return {
        ar: `انتهت مهلة سداد الحجز <b>${number}</b> للوحدة <b>${unit}</b>.`,
        en: `The payment time for reservation <b>${number}</b> of unit <b>${unit}</b> ran out.`,
      };
    },
    link: '/account/reservations/379',
    read: true,
    ageMinutes: 10 * DAY_MINUTES - 30,
  },
  {
    kind: 'financing_request_approved',
    title: { ar: 'تمت الموافقة على طلب التمويل', en: 'Financing request approved' },
    body: () => ({
      ar: `وافق البنك على طلب التمويل رقم <b>${requestNumber(54)}</b>. <a href="/financing-requests/54">اطّلع على الطلب</a>`,
      en: `The bank approved financing request <b>${requestNumber(54)}</b>. <a href="/financing-requests/54">See the request</a>`,
    }),
    link: '/financing-requests/54',
    read: true,
    ageMinutes: 35 * DAY_MINUTES,
  },
  {
    kind: 'financing_request_offer_chosen',
    title: { ar: 'أُرسل العرض المختار إلى البنك', en: 'Chosen offer sent to the bank' },
    body: () => ({
      ar: `أرسلنا العرض الذي اخترته لطلب التمويل <b>${requestNumber(54)}</b> إلى البنك.`,
      en: `We sent the offer you chose for financing request <b>${requestNumber(54)}</b> to the bank.`,
    }),
    link: '/financing-requests/54',
    read: true,
    ageMinutes: 38 * DAY_MINUTES,
  },
];

onReset(() => {
  store.length = 0;
  const now = clock.now();
  DEMO_SEED.forEach(({ ageMinutes, read, body, ...notification }, index) => {
    store.push({
      ...notification,
      body,
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
    body: (typeof item.body === 'function' ? item.body() : item.body)[lang],
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
