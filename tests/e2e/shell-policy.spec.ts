// The HTTP policy and the guards against the built app and the mock server, in both languages: what
// needs the whole app (a refresh, a redirect, a page of its own). Retries, toasts and error texts are
// unit and component tests (src/lib/http/api-client.test.ts, src/app/api-policy/api-policy-bridge.test.tsx).
import type { Page, Request } from '@playwright/test';
import { apiIdle, BROWSER_LOCALE, expect, LOCALES, localized, test, type Locale } from './fixtures';

const TEXT = {
  ar: {
    account: 'حسابي',
    signOut: 'تسجيل الخروج',
    signIn: 'تسجيل الدخول',
  },
  en: {
    account: 'My account',
    signOut: 'Sign out',
    signIn: 'Sign in',
  },
} as const;

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
      // The refresh ends the session it renews: this test's own, not the worker's.
      await signIn({ fresh: true });
      await scenario('session-refresh');
      const refreshes = record(page, 'refresh');
      // The signed-in calls, in whichever order they start: those that go out before the refresh get
      // 401 and are sent again; each ends with its answer.
      const statuses = new Map<string, number[]>();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/customer/api/') && pathname !== '/customer/api/v1/refresh')
          statuses.set(pathname, [...(statuses.get(pathname) ?? []), response.status()]);
      });
      await page.goto(localized(locale, '/'));
      await expect.poll(() => statuses.get('/customer/api/v1/notifications/')?.at(-1)).toBe(200);
      await expect.poll(() => [...statuses.values()].flat()).toContain(401);
      for (const [path, each] of statuses) expect(each.at(-1), path).toBe(200);
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
      await expect(page.locator('h1')).toBeVisible();
      // The page's own calls are refused too, and it stays.
      await apiIdle(page);
      await expect(page).toHaveURL(`${localized(locale, '/unsecure-network')}?from=${from}`);
    });

    const FOREIGN_FROM = {
      'network-path and backslash': [
        '//evil.example',
        '//evil.example/account',
        '/\\evil.example',
        '\\\\evil.example',
        '/\t/evil.example',
      ],
      'absolute, encoded and script': [
        'https://evil.example',
        '/%2F%2Fevil.example',
        '/.//evil.example',
        'javascript:alert(1)',
      ],
    };
    for (const [kind, attacks] of Object.entries(FOREIGN_FROM)) {
      test(`sign-in refuses a from that leaves the site (${kind})`, async ({
        page,
        signIn,
        baseURL,
      }) => {
        await signIn();
        const account = `${baseURL}${localized(locale, '/account')}`;
        for (const from of attacks) {
          await page.goto(`${localized(locale, '/sign-in')}?from=${encodeURIComponent(from)}`);
          await expect(page, from).toHaveURL(account);
        }
      });
    }

    test('sign-in honours a same-site from path', async ({ page, signIn, baseURL }) => {
      await signIn();
      await page.goto(
        `${localized(locale, '/sign-in')}?from=${encodeURIComponent(localized(locale, '/projects'))}`,
      );
      await expect(page).toHaveURL(`${baseURL}${localized(locale, '/projects')}`);
    });
  });
}
