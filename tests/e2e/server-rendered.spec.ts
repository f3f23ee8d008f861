// Pages the server renders with their data: usable with JavaScript off, and from the first paint on
// a slow phone (a tap on a real link is never lost while the app takes the page over); signed-in
// pages arrive signed in, never by way of the sign-in page.
import { BROWSER_LOCALE, expect, LOCALES, localized, test } from './fixtures';
import { financingText as messagesOf } from './financing-support';

const PROPERTIES = { ar: 'العقارات', en: 'Properties' };
const PROJECTS = { ar: 'المشاريع', en: 'Projects' };

for (const locale of LOCALES) {
  test.describe(`server rendering (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test('with JavaScript off: real listings, real links, a heart that saves after sign-in', async ({
      browser,
      baseURL,
      namespace,
      page: appPage,
      signIn,
    }) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        locale: BROWSER_LOCALE[locale],
      });
      await context.addCookies([{ name: 'mock_ns', value: namespace, url: String(baseURL) }]);
      const page = await context.newPage();
      await page.goto(localized(locale, '/properties?purpose=sale'));
      await expect(page.getByRole('heading', { level: 1, name: PROPERTIES[locale] })).toBeVisible();
      const card = page.locator('main article h3 a').first();
      const title = (await card.textContent()) ?? '';
      expect(title.length).toBeGreaterThan(3);
      await card.click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/properties')}/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('price-box')).toContainText(locale === 'ar' ? 'ر.س' : 'SAR');
      const property = new URL(page.url()).pathname;
      // The header's links are links too.
      await page
        .getByRole('navigation')
        .getByRole('link', { name: PROJECTS[locale] })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: PROJECTS[locale] })).toBeVisible();
      // The heart too: the sign-in page, with the way back and the save to make.
      await page.goBack();
      await page.getByTestId('price-box').locator('button[data-save-listing]').click();
      await expect(page).toHaveURL(
        `${baseURL}${localized(locale, '/sign-in')}?from=${encodeURIComponent(property)}&save=property-${property.split('/').at(-1)}`,
      );
      await expect(
        page.getByText(messagesOf(locale)['shared.savedHome.signInFirst']!),
      ).toBeVisible();
      const signInAddress = page.url();
      await context.close();
      // With the app running there, the guest signs in and finds the home saved on its page.
      await appPage.goto(signInAddress);
      await signIn();
      await appPage.goto(property);
      await expect(
        appPage.getByTestId('price-box').locator('button[data-save-listing]'),
      ).toHaveAttribute('aria-pressed', 'true');
    });

    test('a tap right after the first paint of a slow phone is never lost', async ({
      browser,
      baseURL,
      namespace,
    }) => {
      for (const target of ['header', 'card'] as const) {
        const context = await browser.newContext({ baseURL, locale: BROWSER_LOCALE[locale] });
        await context.addCookies([{ name: 'mock_ns', value: namespace, url: String(baseURL) }]);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(localized(locale, '/properties'), { waitUntil: 'commit' });
        await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
        const link =
          target === 'header'
            ? page.getByRole('navigation').getByRole('link', { name: PROJECTS[locale] }).first()
            : page.locator('main article h3 a').first();
        const href = await link.getAttribute('href');
        await link.click({ noWaitAfter: true });
        await expect(page).toHaveURL(`${baseURL}${href}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await context.close();
      }
    });

    test('a signed-in page arrives signed in, never by way of the sign-in page', async ({
      page,
      signIn,
    }) => {
      await signIn();
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      const answer = await page.goto(localized(locale, '/account'));
      expect(answer?.status()).toBe(200);
      expect(await answer?.text()).not.toMatch(/<h1[^>]*>(تسجيل الدخول|Sign in)</);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(visited.filter((path) => path.includes('sign-in'))).toEqual([]);
    });
  });
}
