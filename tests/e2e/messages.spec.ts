// Messages that reach the buyer outside the app (issue 31), against the built app and the mock server:
// the customer chooses channels; the mock's clock lists a unit matching a saved search and the e-mail
// in the outbox links to it; the e-mail's unsubscribe link works signed out and the account then shows
// the setting off; the unit link, opened signed out, leads through sign-in to the unit; a reservation
// waiting for its bank transfer produces its two reminders. Templates, segments and the scheduling
// rules are unit tests (mocks/db/messages); the page's states are component tests.
import type { Page } from '@playwright/test';
import { TEXT } from './auth-support';
import { advanceClock, DEMO_CUSTOMER, expect, LOCALES, localized, test } from './fixtures';

const T = {
  ar: {
    page: 'الرسائل والتنبيهات',
    mobilePriceDrops: 'الجوال: انخفاض الأسعار',
    emailMatches: 'البريد الإلكتروني: وحدات جديدة تطابق بحثًا محفوظًا',
    language: 'العربية',
    save: 'احفظ الاختيارات',
    saved: 'حُفظت اختياراتك.',
    saveSearch: 'احفظ هذا البحث',
    submit: 'حفظ البحث',
    unsubscribed: 'أُلغي الاشتراك: وحدات جديدة تطابق بحثًا محفوظًا عبر البريد الإلكتروني',
    undo: 'تراجع',
    signIn: 'تسجيل الدخول',
  },
  en: {
    page: 'Messages and alerts',
    mobilePriceDrops: 'Mobile: Price drops',
    emailMatches: 'E-mail: New homes matching a saved search',
    language: 'English',
    save: 'Save choices',
    saved: 'Your choices are saved.',
    saveSearch: 'Save this search',
    submit: 'Save search',
    unsubscribed: 'Unsubscribed: New homes matching a saved search by E-mail',
    undo: 'Undo',
    signIn: 'Sign in',
  },
} as const;

type Sent = {
  channel: string;
  kind?: string;
  language?: string;
  links?: string[];
  headers?: Record<string, string>;
};
async function outbox(page: Page): Promise<Sent[]> {
  const answer = await page.request.get('/__mock/outbox');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { messages: Sent[] }).messages;
}
/** The site path of an absolute link of a message (the mock's PUBLIC_ORIGIN is not this server). */
const sitePath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
/** Moves the mock's clock to the next noon in Riyadh (UTC+3): outside the quiet hours. */
async function toRiyadhNoon(page: Page) {
  const answer = await page.request.post('/__mock/clock', { data: { advance_seconds: 0 } });
  const now = Date.parse(((await answer.json()) as { now: string }).now);
  const minutes = Math.floor(now / 60_000) + 180;
  await advanceClock(page, ((((12 * 60 - minutes) % 1440) + 1440) % 1440) * 60);
}

for (const locale of LOCALES) {
  const t = T[locale];
  const auth = TEXT[locale];

  test.describe(`messages outside the app (${locale})`, () => {
    test('choose channels, a saved search e-mail, unsubscribe signed out, its link through sign-in', async ({
      page,
      context,
      signIn,
      axe,
    }) => {
      await signIn();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localized(locale, '/account/messages'));
      await expect(page.getByRole('heading', { level: 1, name: t.page })).toBeVisible();
      await page.getByRole('checkbox', { name: t.mobilePriceDrops }).check();
      await page.getByRole('radio', { name: t.language }).check();
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
      await axe('#main');
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.goto(localized(locale, '/units?available=1'));
      await page.getByRole('button', { name: t.saveSearch }).click();
      await page.getByRole('button', { name: t.submit }).click();
      await toRiyadhNoon(page);
      await advanceClock(page, 3600);
      const email = (await outbox(page)).find(
        (item) => item.kind === 'saved_search_match' && item.channel === 'email',
      );
      expect(email?.language).toBe(locale);
      const unitPath = sitePath(email!.links![0]!);
      expect(unitPath).toMatch(new RegExp(`^${localized(locale, '/units/')}\\d+$`));
      const unsubscribe = /^<(.+)>$/.exec(email!.headers!['List-Unsubscribe']!)![1]!;
      expect(email!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      await context.clearCookies({ name: 'sessionid' });
      await page.goto(sitePath(unsubscribe));
      await expect(page.getByRole('heading', { name: t.unsubscribed })).toBeVisible();
      await expect(page).not.toHaveURL(/token=/);
      await axe();

      await page.goto(unitPath);
      await page.getByRole('link', { name: t.signIn }).first().click();
      await page.getByRole('textbox', { name: auth.login }).fill(DEMO_CUSTOMER.nationalId);
      await page.getByRole('button', { name: auth.sendCode }).click();
      await page.getByRole('textbox', { name: auth.code }).pressSequentially(DEMO_CUSTOMER.otp);
      await page.getByRole('button', { name: auth.verify }).click();
      await expect(page).toHaveURL(unitPath);

      await page.goto(localized(locale, '/account/messages'));
      await expect(page.getByRole('checkbox', { name: t.emailMatches })).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: t.mobilePriceDrops })).toBeChecked();
    });

    test('a reservation waiting for its bank transfer produces its two reminders', async ({
      page,
      context,
      signIn,
    }) => {
      await signIn();
      await page.goto(localized(locale, '/account/messages'));
      const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')!.value;
      const headers = { 'X-CSRFTOKEN': csrf };
      const held = await page.request.post('/customer/api/v1/reservations/', {
        data: { unit_id: 501 },
        headers,
      });
      expect(held.status()).toBe(201);
      const { id } = (await held.json()) as { id: number };
      const transfer = await page.request.post(
        `/customer/api/v1/reservations/${id}/bank-transfer`,
        {
          headers,
        },
      );
      expect(transfer.ok()).toBe(true);
      const reminders = async () =>
        (await outbox(page)).filter(
          (item) => item.kind === 'transfer_deadline' && item.channel === 'email',
        );
      await advanceClock(page, 60 * 60);
      expect(await reminders()).toHaveLength(1);
      await advanceClock(page, 45 * 60);
      const both = await reminders();
      expect(both).toHaveLength(2);
      expect(sitePath(both[1]!.links![0]!)).toBe(`/account/reservations/${id}`);
    });
  });
}
