import type { IntlShape } from 'react-intl';
import type { Budget, PersonalDataExport } from '@generated/model';
import { formMessages } from '@/components/form/messages';
import { pageTitles } from '@/config/page-titles';
import { formatDateTime } from '@/lib/format/date-time';
import { cleanFileName } from '@/lib/input/file-name';
import { formatMoney } from '@/lib/format/money';
import {
  financingDocumentKindMessages,
  financingRequestStatusMessages,
} from '@/entities/financing-request';
import { reservationStatusMessages } from '@/entities/reservation';
import { recentlyViewedMessages } from '@/entities/recently-viewed';
import { alertFrequencyMessages } from '@/entities/saved-home';
import { privacyMessages as m } from '../messages/privacy';

export type Line = { text: string; heading?: boolean };
/** The names of the profile's lookup codes, where the lists are at hand. */
export type LookupNames = { nationality?: string; maritalStatus?: string; city?: string };

const CONSENT = {
  terms: m.terms,
  simah: m.simah,
  marketing: m.marketing,
  analytics: m.analytics,
} as const;

/** The text of a notification's HTML: parsed (never rendered), scripts and styles left out. */
function plain(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  body.querySelectorAll('script, style').forEach((element) => element.remove());
  return body.textContent ?? '';
}

/** The saved budget check: its answers and what the rules allow (none saved: no line). */
function budgetLines(budget: Budget | undefined, intl: IntlShape): Line[] {
  if (!budget) return [];
  const money = (amount: number) => formatMoney(intl, amount);
  const day = (value: string) => intl.formatDate(value, { dateStyle: 'long' });
  const answers = intl.formatMessage(m.budgetAnswers, {
    income: money(budget.monthly_income),
    obligations: money(budget.monthly_obligations),
    age: budget.age,
    saved: day(budget.saved_at),
    until: day(budget.valid_until),
  });
  const result = budget.financeable
    ? intl.formatMessage(m.budgetResult, {
        price: money(budget.max_price),
        downPayment: money(budget.down_payment),
        min: money(budget.installment_min),
        max: money(budget.installment_max),
        years: budget.term_years,
      })
    : intl.formatMessage(m.budgetNotFinanceable);
  return [{ text: answers }, { text: result }];
}

/** The readable copy of the data, line by line, in the page's language. */
export function copyLines(
  data: PersonalDataExport,
  intl: IntlShape,
  names: LookupNames = {},
): Line[] {
  const f = intl.formatMessage;
  const date = (value: string) =>
    formatDateTime(intl, value, { dateStyle: 'long', timeStyle: 'short' });
  const money = (amount: number) => formatMoney(intl, amount, { fractions: true });
  const row = (label: string, value: string | number | undefined) => ({
    text: `${label}: ${value ?? '—'}`,
  });
  const { profile } = data;
  const comma = intl.locale.startsWith('ar') ? '، ' : ', ';
  return [
    { text: f(m.copyHeading), heading: true },
    { text: date(data.generated_at) },
    { text: f(pageTitles.accountDetails), heading: true },
    row(f(formMessages.fullName), profile.full_name),
    row(f(formMessages.nationalId), profile.national_id),
    row(f(formMessages.phone), profile.phone_number),
    row(f(formMessages.email), profile.email),
    row(f(formMessages.birthday), profile.birthday),
    row(f(formMessages.nationality), names.nationality ?? profile.nationality),
    row(f(formMessages.maritalStatus), names.maritalStatus ?? profile.marital_status),
    row(f(formMessages.residenceCity), names.city ?? profile.residence_city),
    ...data.addresses.map(({ short_address, street, district, city, postal_code }) => ({
      text: `${short_address} — ${[street, district, city].join(comma)} ${postal_code}`,
    })),
    { text: f(m.consentsHeading), heading: true },
    ...data.consents.map((consent) => ({
      text: `${f(CONSENT[consent.kind])}: ${f(m.givenOn, { date: date(consent.given_at), version: consent.version })}${consent.withdrawn_at ? ` — ${f(m.withdrawnOn, { date: date(consent.withdrawn_at) })}` : ''}`,
    })),
    { text: f(pageTitles.accountReservations), heading: true },
    ...data.reservations.map((item) => ({
      text: `${item.number} — ${f(reservationStatusMessages[item.status])} — ${money(item.amount)} — ${date(item.created_at)}`,
    })),
    ...data.payments.map((item) => ({
      text: `#${item.id} — ${item.method} — ${item.status} — ${money(item.amount)} — ${date(item.created_at)}`,
    })),
    { text: f(pageTitles.accountRequests), heading: true },
    ...data.financing_requests.flatMap((item) => [
      { text: `${item.number} — ${f(financingRequestStatusMessages[item.status])}` },
      ...item.documents.map((document) => ({
        text: `${f(financingDocumentKindMessages[document.kind])}: ${cleanFileName(document.file_name)} — ${date(document.uploaded_at)}`,
      })),
    ]),
    { text: f(pageTitles.accountSavedHomes), heading: true },
    ...data.saved_homes.map((item) => ({
      text: [item.title, item.subtitle, item.price === undefined ? undefined : money(item.price)]
        .filter(Boolean)
        .concat(date(item.saved_at))
        .join(' — '),
    })),
    { text: f(pageTitles.accountSavedSearches), heading: true },
    ...data.saved_searches.map((item) => ({
      text: `${item.name} — ${f(alertFrequencyMessages[item.alert])} — ${date(item.created_at)}`,
    })),
    { text: f(pageTitles.budget), heading: true },
    ...budgetLines(data.budget, intl),
    { text: f(recentlyViewedMessages.title), heading: true },
    ...(data.recently_viewed ?? []).map((item) => ({
      text: [item.title, item.subtitle, item.price === undefined ? undefined : money(item.price)]
        .filter(Boolean)
        .concat(date(item.viewed_at))
        .join(' — '),
    })),
    { text: f(m.notificationsHeading), heading: true },
    ...data.notifications.map((item) => ({
      text: `${date(item.created_at)} — ${item.title ? `${item.title}: ` : ''}${plain(item.body)}`,
    })),
  ];
}
