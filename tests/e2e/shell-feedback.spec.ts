// The feedback and recovery parts of the shell against the built app and the mock server, in both
// languages: the financing notification popup (sanitized), the signed-in header under axe, and the
// chunk-reload guard.
import type { Page } from '@playwright/test';
import {
  appReady,
  BROWSER_LOCALE,
  expect,
  LOCALES,
  localized,
  test,
  type Locale,
} from './fixtures';

const TEXT = {
  ar: { account: 'حسابي', signOut: 'تسجيل الخروج', faq: 'الأسئلة الشائعة', close: 'إغلاق الإشعار' },
  en: {
    account: 'My account',
    signOut: 'Sign out',
    faq: 'Frequently asked questions',
    close: 'Close notification',
  },
} as const;
const SERVER_ERROR = { ar: 'خطأ داخلي في الخادم', en: 'Internal Server Error' } as const;

const isApi = (path: string) => (url: URL) => url.pathname === `/customer/api/v1/${path}`;
const accountMenu = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: new RegExp(TEXT[locale].account) });

for (const locale of LOCALES) {
  test.describe(`notifications (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test('a notification with script, event handler and javascript: link is shown sanitized', async ({
      page,
      signIn,
      axe,
      failOnDialog,
    }) => {
      void failOnDialog;
      await signIn();
      const marked: string[] = [];
      await page.route(
        (url) => url.pathname.startsWith('/customer/api/v1/notifications/'),
        async (route) => {
          const url = new URL(route.request().url());
          if (route.request().method() === 'POST') {
            marked.push(url.pathname);
            return route.fulfill({ status: 204 });
          }
          const response = await route.fetch({ url: `${url.origin}${url.pathname}?page_size=50` });
          const body = (await response.json()) as {
            results: { body: string; kind: string; read: boolean }[];
          };
          const hostile = body.results.find((item) => item.body.includes('<script>'));
          expect(hostile, 'the demo customer has a notification with a script').toBeTruthy();
          const unread = { ...hostile, kind: 'financing_request_approved', read: false };
          await route.fulfill({
            response,
            json: { ...body, count: 1, unread_count: 1, results: [unread] },
          });
        },
      );
      await page.goto(localized(locale, '/'));
      const popup = page.getByTestId('notification-popup').getByRole('region');
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(locale === 'ar' ? 'شروط الاستخدام' : 'terms of use');
      await expect(page.getByTestId('notification-popup')).toHaveAttribute(
        'dir',
        locale === 'ar' ? 'rtl' : 'ltr',
      );
      expect(await popup.locator('script, img, iframe, [onerror], [onclick]').count()).toBe(0);
      const hrefs = await popup
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.every((href) => href === null || href.startsWith('/'))).toBe(true);
      await axe();
      await popup.getByRole('button', { name: TEXT[locale].close }).click();
      await expect(popup).toBeHidden();
      // The popup closes at once; the mark-as-read call follows it.
      await expect.poll(() => marked.length).toBe(1);
      expect(marked[0]).toMatch(/^\/customer\/api\/v1\/notifications\/\d+\/read$/);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    test('the signed-in header passes axe with the account menu open', async ({
      page,
      signIn,
      axe,
    }) => {
      await signIn();
      await page.route(isApi('notifications/'), (route) =>
        route.fulfill({ json: { count: 0, page: 1, page_size: 20, unread_count: 4, results: [] } }),
      );
      await page.goto(localized(locale, '/'));
      await accountMenu(page, locale).click();
      await expect(page.getByRole('button', { name: TEXT[locale].signOut })).toBeVisible();
      await axe();
    });
  });

  test.describe(`chunk reload guard (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    const faqChunk = /\/assets\/faq-[^/]+\.js$/;

    test('a page chunk that fails to load reloads the app once, then works', async ({ page }) => {
      let failures = 0;
      await page.route(faqChunk, async (route) => {
        if (failures > 0) return route.continue();
        failures += 1;
        return route.abort('failed');
      });
      await page.goto(localized(locale, '/'));
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('contentinfo').getByRole('link', { name: TEXT[locale].faq }).click();
      await expect(page).toHaveURL(localized(locale, '/faq'));
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('h1')).not.toHaveText(SERVER_ERROR[locale]);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
      expect(failures).toBe(1);
    });

    test('a chunk that keeps failing reloads once, then leaves the server page as it is', async ({
      page,
    }) => {
      await page.route(faqChunk, (route) => route.abort('failed'));
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      await page.goto(localized(locale, '/'));
      await page.getByRole('contentinfo').getByRole('link', { name: TEXT[locale].faq }).click();
      // The reload is a page the server rendered whole: the guard stops there (one reload), and
      // the visitor reads the page, its links working, without the app.
      await expect.poll(() => loads).toBe(2);
      await expect(page).toHaveURL(localized(locale, '/faq'));
      await appReady(page);
      expect(loads).toBe(2);
      await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].faq })).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: TEXT[locale].faq }),
      ).toHaveAttribute('href', localized(locale, '/faq'));
    });
  });
}
