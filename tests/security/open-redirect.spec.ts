// Attack: an address crafted so that, once the app strips the language prefix, it names another host
// (`/en//evil.example` is `//evil.example` inside the English router). Every link the page builds
// from the address (language switch, skip link, sign-in `from`) must stay on this site, in both
// languages: the server answers the language's 404 page, and the address bar is put back to it.
import { BROWSER_LOCALE, expect, test, type Locale } from '../e2e/fixtures';

// Each ends in a path segment without a dot: the servers answer a name with an extension with a 404.
const HOSTILE = [
  '//evil.example/account',
  '/%5Cevil.example/account',
  '/%09/evil.example/account',
  '/%2F%2Fevil.example/account',
  '/%5C%5Cevil.example/account',
];
const NOT_FOUND: Record<Locale, string> = { ar: '/404', en: '/en/404' };

for (const locale of ['ar', 'en'] as const) {
  test.describe(`open redirect (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test('a hostile address keeps every link on the site', async ({ page, baseURL }) => {
      const origin = new URL(String(baseURL)).origin;
      for (const path of HOSTILE) {
        // Absolute: Playwright would read `//evil.example` alone as another host.
        const answer = await page.goto(`${origin}${locale === 'en' ? '/en' : ''}${path}`);
        expect(answer?.status()).toBe(404);
        await expect(page).toHaveURL(`${origin}${NOT_FOUND[locale]}`);
        await expect(page.getByTestId('language-switch')).toHaveAttribute(
          'href',
          NOT_FOUND[locale === 'ar' ? 'en' : 'ar'],
        );
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
        expect(hrefs.length).toBeGreaterThan(5);
        for (const href of hrefs) {
          const url = new URL(href);
          expect(url.origin, href).toBe(origin);
          expect(decodeURIComponent(url.pathname), href).not.toMatch(/\/\/|\\|evil/);
        }
      }
    });

    test('sign-in never follows a hostile `from`', async ({ page, baseURL, signIn }) => {
      const origin = new URL(String(baseURL)).origin;
      await signIn();
      const signInPath = `${locale === 'en' ? '/en' : ''}/sign-in`;
      for (const from of [
        '//evil.example',
        '/en//evil.example',
        '/%5Cevil.example',
        'https://evil.example',
      ]) {
        await page.goto(`${origin}${signInPath}?from=${encodeURIComponent(from)}`);
        await expect(page).toHaveURL(`${origin}${locale === 'en' ? '/en' : ''}/account`);
      }
    });
  });
}
