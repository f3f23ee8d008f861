// The account pages (overview with notifications, details with the e-mail, financing requests,
// reservations) and the e-mail confirmation link, against the built app and the mock server. Changes
// made too often and links that expired, were used or are invalid are component tests
// (src/features/account).
import { expect, LOCALES, localized, test } from './fixtures';
import { freshEmail, registerThroughApi, TEXT } from './auth-support';

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
  },
} as const;

for (const locale of LOCALES) {
  const t = TEXT[locale];
  const a = ACCOUNT[locale];

  test.describe(`account (${locale})`, () => {
    test('overview: profile summary and notifications, one and all marked read', async ({
      page,
      signIn,
      axe,
    }) => {
      await signIn();
      const marked: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/notifications\//.test(request.url()))
          marked.push(new URL(request.url()).pathname);
      });
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
      await axe('#main');
    });
  });

  test.describe(`e-mail confirmation (${locale})`, () => {
    test('a confirmation link confirms the address, and the page fits a phone', async ({
      page,
      axe,
    }) => {
      await page.goto(localized(locale, '/email-confirmation?token=valid-token'));
      await expect(page.getByRole('status').filter({ hasText: a.confirmed })).toBeVisible();
      // The token leaves the address once read: no script on the page finds it there.
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/email-confirmation')}$`));
      await axe('#main');
      // The confirmed address is one long word: on a phone it wraps instead of widening the page.
      await page.setViewportSize({ width: 360, height: 740 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBe(0);
    });
  });
}
