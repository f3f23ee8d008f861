// The account pages (overview with notifications, details with the e-mail, financing requests,
// reservations) and the e-mail confirmation link, against the built app and the mock server.
import type { Page, Route } from '@playwright/test';
import { expect as baseExpect, LOCALES, localized, test } from './fixtures';
import { freshEmail, registerThroughApi, TEXT } from './auth-support';

const expect = baseExpect.configure({ timeout: 20_000 });

const ACCOUNT = {
  ar: {
    notifications: 'الإشعارات',
    unreadZero: 'عدد الإشعارات غير المقروءة: 0',
    markAll: 'تحديد الكل كمقروء',
    markOne: /^تحديد كمقروء:/,
    showAll: 'عرض جميع الإشعارات',
    requestsEmpty: 'لا توجد لديك طلبات تمويل بعد.',
    reservationsEmpty: 'لا توجد لديك حجوزات بعد.',
    viewRequest: /^عرض الطلب/,
    viewUnit: 'عرض الوحدة',
    details: 'التفاصيل',
    confirmed: 'تم تأكيد بريدك الإلكتروني',
    expired: 'انتهت صلاحية رابط التأكيد هذا.',
    used: 'سبق استخدام رابط التأكيد هذا.',
    invalid: 'رابط التأكيد هذا غير صالح.',
    signInToResend: 'سجّل الدخول للحصول على رابط جديد',
  },
  en: {
    notifications: 'Notifications',
    unreadZero: 'No unread notifications',
    markAll: 'Mark all as read',
    markOne: /^Mark as read:/,
    showAll: 'Show all notifications',
    requestsEmpty: 'You have no financing requests yet.',
    reservationsEmpty: 'You have no reservations yet.',
    viewRequest: /^View request/,
    viewUnit: 'View the unit',
    details: 'Details',
    confirmed: 'Your email demo.customer@example.com is confirmed',
    expired: 'This confirmation link has expired.',
    used: 'This confirmation link has already been used.',
    invalid: 'This confirmation link is not valid.',
    signInToResend: 'Sign in to get a new link',
  },
} as const;

type Listed = { id: number; read: boolean };

/**
 * The demo customer's notifications as the mock has them, all unread at first, then marked read in
 * this test only (other journeys share the demo customer): a stand-in for the three notification calls.
 */
async function isolateNotifications(page: Page) {
  let items: Listed[] | undefined;
  const marked: string[] = [];
  await page.route(/\/customer\/api\/v1\/notifications\//, async (route: Route) => {
    const url = new URL(route.request().url());
    if (route.request().method() === 'POST') {
      marked.push(url.pathname);
      const one = url.pathname.match(/notifications\/(\d+)\/read$/);
      items = items?.map((item) =>
        !one || item.id === Number(one[1]) ? { ...item, read: true } : item,
      );
      return route.fulfill({ status: 204 });
    }
    const answer = await route.fetch({ url: `${url.origin}${url.pathname}?page_size=100` });
    const body = await answer.json();
    items ??= body.results.map((item: Listed) => ({ id: item.id, read: false }));
    const unreadOnly = url.searchParams.get('unread_only') === 'true';
    const size = Number(url.searchParams.get('page_size') ?? 12);
    const page = Number(url.searchParams.get('page') ?? 1);
    const merged = body.results
      .map((item: Listed) => ({
        ...item,
        read: items!.find((known) => known.id === item.id)?.read,
      }))
      .filter((item: Listed) => !unreadOnly || !item.read);
    await route.fulfill({
      json: {
        count: merged.length,
        page,
        page_size: size,
        unread_count: merged.filter((item: Listed) => !item.read).length,
        results: merged.slice((page - 1) * size, page * size),
      },
    });
  });
  return marked;
}

for (const locale of LOCALES) {
  const t = TEXT[locale];
  const a = ACCOUNT[locale];

  test.describe(`account (${locale})`, () => {
    test.describe.configure({ timeout: 90_000 });
    test('overview: profile summary and notifications, one and all marked read', async ({
      page,
      signIn,
      axe,
    }) => {
      await signIn();
      const marked = await isolateNotifications(page);
      await page.goto(localized(locale, '/account'));
      const section = page.getByRole('region', { name: a.notifications });
      await expect(page.getByRole('heading', { level: 1, name: t.account })).toBeVisible();
      await expect(page.getByText('U-100001').first()).toBeVisible();
      const unread = section.getByTestId('unread-count');
      await expect(unread).not.toHaveText(a.unreadZero);
      await expect(section.locator('script, img')).toHaveCount(0);
      await axe('#main');

      const before = await section.getByRole('button', { name: a.markOne }).count();
      await section.getByRole('button', { name: a.markOne }).first().click();
      await expect(section.getByRole('button', { name: a.markOne })).toHaveCount(before - 1);
      await section.getByRole('button', { name: a.markAll }).click();
      await expect(unread).toHaveText(a.unreadZero);
      await expect(section.getByRole('button', { name: a.markAll })).toBeDisabled();
      expect(marked.at(-1)).toBe('/customer/api/v1/notifications/mark-all-read');

      await section.getByRole('button', { name: a.showAll }).click();
      await expect(section.getByRole('button', { name: a.showAll })).toHaveCount(0);
      await axe('#main');
    });

    test('financing requests and reservations with statuses and links', async ({
      page,
      signIn,
      axe,
    }) => {
      await signIn();
      await page.goto(localized(locale, '/account/requests'));
      const viewRequest = page.getByRole('link', { name: a.viewRequest }).first();
      await expect(viewRequest).toHaveAttribute('href', /\/financing-requests\/\d+$/);
      await axe('#main');

      await page.goto(localized(locale, '/account/reservations'));
      await expect(page.getByRole('link', { name: a.viewUnit }).first()).toHaveAttribute(
        'href',
        /\/units\/\d+$/,
      );
      await page.getByText(a.details, { exact: true }).first().click();
      await axe('#main');
    });

    test('a new customer sees the empty lists and changes the email', async ({
      page,
      context,
      axe,
    }) => {
      await registerThroughApi(context);
      await page.goto(localized(locale, '/account/requests'));
      await expect(page.getByText(a.requestsEmpty)).toBeVisible();
      await page.goto(localized(locale, '/account/reservations'));
      await expect(page.getByText(a.reservationsEmpty)).toBeVisible();

      await page.goto(localized(locale, '/account/details'));
      const email = page.getByRole('textbox', { name: t.newEmail });
      const next = freshEmail('changed');
      await email.fill(next);
      await page.getByRole('button', { name: t.changeEmail }).click();
      await expect(page.getByText(t.emailChanged)).toBeVisible();
      await expect(page.getByTestId('current-email')).toHaveText(next);
      await expect(page.getByText(t.unconfirmed, { exact: true })).toBeVisible();

      const again = freshEmail('again');
      await email.fill(again);
      await page.getByRole('button', { name: t.changeEmail }).click();
      await expect(email).toHaveAccessibleDescription(t.tooOften);
      await expect(email).toHaveValue(again);
      await page.getByRole('button', { name: t.resendLink }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.linkTooOften })).toBeVisible();
      await axe('#main');
    });
  });

  test.describe(`e-mail confirmation (${locale})`, () => {
    test.describe.configure({ timeout: 90_000 });
    test('success, expired, already used and invalid links, each with its next step', async ({
      page,
      axe,
    }) => {
      await page.goto(localized(locale, '/email-confirmation?token=valid-token'));
      await expect(page.getByRole('status').filter({ hasText: a.confirmed })).toBeVisible();
      await axe('#main');
      // The confirmed address is one long word: on a phone it wraps instead of widening the page.
      await page.setViewportSize({ width: 360, height: 740 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBe(0);
      for (const [token, heading] of [
        ['expired-token', a.expired],
        ['used-token', a.used],
        ['not-a-token', a.invalid],
      ] as const) {
        await page.goto(localized(locale, `/email-confirmation?token=${token}`));
        await expect(page.getByRole('alert').getByRole('heading', { name: heading })).toBeVisible();
        await axe('#main');
      }
      await page.getByRole('link', { name: a.signInToResend }).click();
      await expect(page).toHaveURL(/\/sign-in\?from=/);
    });
  });
}
