// Attack: an address with a bad percent-encoding in its fragment, query or path (`/properties#%`).
// Nothing in the URL may throw: the page shows as usual, bad encodings read as plain text. And no
// raw message id shows even when no catalogue can be loaded: the server's page stays, in its language.
import { BROWSER_LOCALE, expect, test } from '../e2e/fixtures';

const MESSAGE_ID = /^[a-z]+(\.[A-Za-z0-9]+)+$/;

const PAGES = [
  { path: '/properties#%', heading: 'العقارات' },
  { path: '/en/privacy-policy#%E0%A4%A', heading: 'Privacy policy' },
  { path: '/en/units?page=%&available=%ZZ', heading: 'Units' },
  { path: '/faq?q=%E0%A4%A#%%', heading: 'الأسئلة الشائعة' },
];

for (const { path, heading } of PAGES) {
  test(`a malformed encoding in ${path} is plain text`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).not.toHaveTitle(MESSAGE_ID);
    expect(errors).toEqual([]);
  });
}

for (const locale of ['ar', 'en'] as const) {
  test.describe(`no message catalogue (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test('the server page stays, with its texts, when no catalogue can be loaded', async ({
      page,
    }) => {
      // Every message chunk fails, before and after the app's one reload.
      await page.route(/\/assets\/messages-[a-z]+-[a-z]+-[^/]+\.js$/, (route) => route.abort());
      await page.goto(locale === 'en' ? '/en/faq' : '/faq');
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      await expect(title).not.toHaveText(MESSAGE_ID);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      for (const text of await page.getByRole('link').allInnerTexts())
        expect(text).not.toMatch(MESSAGE_ID);
      await expect(page).not.toHaveTitle(/pages\.|common\./);
    });
  });
}
