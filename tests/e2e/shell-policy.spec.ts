// The HTTP policy, the guards and the session against the built app and the mock server, in both
// languages.
import type { Page, Request } from '@playwright/test';
import {
  BROWSER_LOCALE,
  expect as baseExpect,
  LOCALES,
  localized,
  test,
  type Locale,
} from './fixtures';

// Patient: the journeys share a busy machine with other suites.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const TEXT = {
  ar: {
    account: 'حسابي',
    signOut: 'تسجيل الخروج',
    signIn: 'تسجيل الدخول',
    close: 'إغلاق',
  },
  en: {
    account: 'My account',
    signOut: 'Sign out',
    signIn: 'Sign in',
    close: 'Close',
  },
} as const;

const isApi = (path: string) => (url: URL) => url.pathname === `/customer/api/v1/${path}`;
const accountMenu = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: new RegExp(TEXT[locale].account) });

/** Records the requests whose path starts with `/customer/api/v1/<path>`. */
function record(page: Page, path: string) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/customer/api/v1/${path}`)) seen.push(request);
  });
  return seen;
}

for (const locale of LOCALES) {
  test.describe(`HTTP policy (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test('a 401 makes one refresh, then the call is retried (session-refresh)', async ({
      page,
      signIn,
      scenario,
    }) => {
      await signIn();
      await scenario('session-refresh');
      const refreshes = record(page, 'refresh');
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/customer/api/v1/notifications/')
          statuses.push(response.status());
      });
      await page.goto(localized(locale, '/'));
      await expect.poll(() => statuses).toEqual([401, 200]);
      await expect(
        page.getByRole('link', { name: locale === 'ar' ? /^الإشعارات/ : /^Notifications/ }),
      ).toBeVisible();
      expect(refreshes).toHaveLength(1);
      await expect(page).toHaveURL(localized(locale, '/'));
    });

    test('a refresh that fails sends the customer to sign-in with from (session-expired)', async ({
      page,
      signIn,
      scenario,
    }) => {
      await signIn();
      await page.goto(localized(locale, '/faq'));
      await expect(accountMenu(page, locale)).toBeVisible();
      await scenario('session-expired');
      const refreshes = record(page, 'refresh');
      await accountMenu(page, locale).click();
      await page
        .getByRole('link', { name: locale === 'ar' ? 'بيانات الحساب' : 'Account details' })
        .click();
      const from = encodeURIComponent(localized(locale, '/account/details'));
      await expect(page).toHaveURL(`${localized(locale, '/sign-in')}?from=${from}`);
      expect(refreshes.length).toBeGreaterThanOrEqual(1);
    });

    test('an expired session on a guarded link goes to sign-in with from', async ({
      page,
      signIn,
      scenario,
    }) => {
      await signIn();
      await scenario('session-expired');
      await page.goto(localized(locale, '/account/reservations'));
      const from = encodeURIComponent(localized(locale, '/account/reservations'));
      await expect(page).toHaveURL(`${localized(locale, '/sign-in')}?from=${from}`);
    });

    test('unsecure__network sends the visitor to the insecure-network page, once', async ({
      page,
      scenario,
    }) => {
      await scenario('insecure-network');
      await page.goto(`${localized(locale, '/projects')}?page=2`);
      const from = encodeURIComponent(`${localized(locale, '/projects')}?page=2`);
      await expect(page).toHaveURL(`${localized(locale, '/unsecure-network')}?from=${from}`);
      await page.waitForTimeout(1000);
      await expect(page).toHaveURL(`${localized(locale, '/unsecure-network')}?from=${from}`);
      await expect(page.locator('h1')).toBeVisible();
    });

    test('action__limit_exceeded shows an error toast and the call still fails (rate-limited)', async ({
      page,
      signIn,
      scenario,
    }) => {
      await signIn();
      await page.goto(localized(locale, '/'));
      await expect(accountMenu(page, locale)).toBeVisible();
      await scenario('rate-limited');
      const signOuts = record(page, 'sign-out');
      await accountMenu(page, locale).click();
      await page.getByRole('button', { name: TEXT[locale].signOut }).click();
      const toast = page
        .getByRole('alert')
        .filter({ hasText: locale === 'ar' ? /محاولات|المحاولة/ : /too many/i });
      await expect(toast).toBeVisible();
      await expect(accountMenu(page, locale)).toBeVisible();
      expect(signOuts).toHaveLength(1);
      // An error toast stays until it is closed (WCAG 2.2.1).
      await toast.getByRole('button', { name: TEXT[locale].close }).click();
      await expect(toast).toBeHidden();
    });

    test('a GET is retried once on 503, a POST never', async ({ page, signIn }) => {
      await signIn();
      let checks = 0;
      await page.route(isApi('check-authenticated'), async (route) => {
        checks += 1;
        if (checks === 1)
          await route.fulfill({ status: 503, json: { errors: ['service__unavailable'] } });
        else await route.continue();
      });
      let signOuts = 0;
      await page.route(isApi('sign-out'), async (route) => {
        signOuts += 1;
        await route.fulfill({ status: 503, json: { errors: ['service__unavailable'] } });
      });
      await page.goto(localized(locale, '/'));
      await expect(accountMenu(page, locale)).toBeVisible();
      expect(checks).toBe(2);
      await accountMenu(page, locale).click();
      await page.getByRole('button', { name: TEXT[locale].signOut }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(signOuts).toBe(1);
      await expect(accountMenu(page, locale)).toBeVisible();
    });

    test('a GET that keeps failing is tried twice, and the shell still works (server-error)', async ({
      page,
      scenario,
    }) => {
      await scenario('server-error');
      const checks = record(page, 'check-authenticated');
      await page.goto(localized(locale, '/faq'));
      await expect(page.getByRole('link', { name: TEXT[locale].signIn })).toBeVisible();
      await page.waitForTimeout(500);
      expect(checks).toHaveLength(2);
    });

    test('sign-in honours only same-site from paths', async ({ page, signIn, baseURL }) => {
      test.setTimeout(60_000);
      await signIn();
      const account = `${baseURL}${localized(locale, '/account')}`;
      for (const from of [
        '//evil.example',
        '//evil.example/account',
        '/\\evil.example',
        '\\\\evil.example',
        'https://evil.example',
        '/%2F%2Fevil.example',
        '/.//evil.example',
        'javascript:alert(1)',
        '/\t/evil.example',
      ]) {
        await page.goto(`${localized(locale, '/sign-in')}?from=${encodeURIComponent(from)}`);
        await expect(page, from).toHaveURL(account);
      }
      await page.goto(
        `${localized(locale, '/sign-in')}?from=${encodeURIComponent(localized(locale, '/projects'))}`,
      );
      await expect(page).toHaveURL(`${baseURL}${localized(locale, '/projects')}`);
    });
  });

  test.describe(`session (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test('sign-out clears the session; Back shows no private data', async ({ page, signIn }) => {
      await signIn();
      await page.goto(localized(locale, '/account'));
      const name = 'عبدالله محمد القحطاني';
      await expect(page.getByText(name).first()).toBeAttached();
      await accountMenu(page, locale).click();
      await page.getByRole('button', { name: TEXT[locale].signOut }).click();
      await expect(page).toHaveURL(localized(locale, '/'));
      await expect(page.getByRole('link', { name: TEXT[locale].signIn })).toBeVisible();
      await page.goBack();
      const from = encodeURIComponent(localized(locale, '/account'));
      await expect(page).toHaveURL(`${localized(locale, '/sign-in')}?from=${from}`);
      await expect(page.getByText(name)).toHaveCount(0);
    });
  });
}
