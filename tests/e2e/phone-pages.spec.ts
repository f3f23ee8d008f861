// Every page of the app on a 360 px phone, as a guest in both languages and signed in: none wider
// than the screen, no fixed bar with its text cut off or anything drawn over it (layoutFaults). The
// journeys run the same check at the states they reach (phone-screens.spec.ts).
import { apiIdle, expect, LOCALES, localized, test, type Locale } from './fixtures';
import { layoutFaults } from './phone-support';

const PUBLIC = [
  '/',
  '/faq',
  '/careers',
  '/contact-us',
  '/who-we-are',
  '/privacy-policy',
  '/terms-and-conditions',
  '/units',
  '/units/501',
  '/projects',
  '/projects/1',
  '/properties',
  '/properties?view=map',
  '/properties/1036',
  '/agencies/4',
  '/unit-designs',
  '/unit-designs/1',
  '/real-estate-request',
  '/unsecure-network',
  '/sign-in',
  '/sign-up',
  '/email-confirmation',
];

const SIGNED_IN = [
  '/account',
  '/account/details',
  '/account/requests',
  '/account/reservations',
  '/account/reservations/381',
  '/account/privacy',
  '/account/saved-homes',
  '/account/saved-searches',
  '/reservation-checkout/501',
  '/financing-requests',
  '/financing-requests/55',
  '/financing-requests/56/edit',
  '/financing-requests/55/offers',
];

async function expectFits(page: import('@playwright/test').Page, pages: string[], locale: Locale) {
  const faults: string[] = [];
  for (const path of pages) {
    await page.goto(localized(locale, path));
    await expect(page.locator('#main, main').first()).toBeVisible();
    // The page as it stands once its data arrived, not its loading state.
    await apiIdle(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    faults.push(...(await layoutFaults(page)).map((fault) => `${path}: ${fault}`));
  }
  expect(faults).toEqual([]);
}

/** In groups of a few pages: short tests share the two workers evenly. */
const groups = (pages: string[], size = 6) =>
  Array.from({ length: Math.ceil(pages.length / size) }, (_, at) =>
    pages.slice(at * size, at * size + size),
  );

for (const locale of LOCALES) {
  test.describe(`every page fits a 360 px phone (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
    });

    for (const pages of groups(PUBLIC)) {
      test(`as a guest: ${pages[0]} …`, async ({ page }) => {
        await expectFits(page, pages, locale as Locale);
      });
    }

    // Signed-in pages in Arabic, the first language; the guest pages cover both directions.
    if (locale === 'ar') {
      for (const pages of groups(SIGNED_IN)) {
        test(`signed in: ${pages[0]} …`, async ({ page, signIn }) => {
          await signIn();
          await expectFits(page, pages, locale as Locale);
        });
      }
    }
  });
}
