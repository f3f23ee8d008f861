// The app shell against the built app and the mock server: routes in both languages, the language
// choice and switch, the 404 page, the header, footer and mobile menu, scrolling, and axe.
import {
  BROWSER_LOCALE,
  DIRECTION,
  expect,
  expectDocumentLanguage,
  expectNoAxeViolations,
  LOCALES,
  localized,
  test,
  type Locale,
} from './fixtures';
import { crawl } from './html-head';

const BRAND: Record<Locale, string> = { ar: 'بيتك', en: 'Baitak' };
const NOT_FOUND: Record<Locale, string> = { ar: 'الصفحة غير موجودة', en: 'Page Not Found' };

const PUBLIC_ROUTES = {
  content: [
    '/',
    '/faq',
    '/careers',
    '/contact-us',
    '/who-we-are',
    '/privacy-policy',
    '/terms-and-conditions',
  ],
  catalogue: [
    '/units',
    '/units/501',
    '/projects',
    '/projects/1',
    '/properties',
    '/properties/1036',
    '/agencies/1',
  ],
  forms: [
    '/unit-designs',
    '/unit-designs/1',
    '/real-estate-request',
    '/unsecure-network',
    '/sign-in',
    '/sign-up',
    '/email-confirmation',
  ],
};
const GUARDED_ROUTES = [
  '/account',
  '/account/details',
  '/account/requests',
  '/account/reservations',
  '/reservation-checkout/1',
  '/financing-requests',
  '/financing-requests/1',
  '/financing-requests/1/edit',
  '/financing-requests/1/offers',
];

for (const locale of LOCALES) {
  test.describe(`shell (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    // What the server answers; that each page hydrates as it was rendered is the page sweep's
    // (phone-pages.spec.ts loads every address in the browser).
    test('every public route is its own page, with its title, heading, description and language', async ({
      request,
    }) => {
      const titles = new Set<string>();
      for (const path of Object.values(PUBLIC_ROUTES).flat()) {
        const [answer, head] = await crawl(request, localized(locale, path));
        expect(answer.status(), path).toBe(200);
        expect([head.lang, head.dir], path).toEqual([locale, DIRECTION[locale]]);
        expect(head.h1, `${path} heading`).not.toBe('');
        expect(head.title, path).toMatch(new RegExp(`${BRAND[locale]}$`));
        expect(head.title, path).not.toMatch(new RegExp(NOT_FOUND[locale]));
        expect(head.description.trim(), `${path} description`).not.toBe('');
        titles.add(head.title);
      }
      expect(titles.size).toBeGreaterThanOrEqual(Object.values(PUBLIC_ROUTES).flat().length - 2);
    });

    test('account, checkout and financing routes send a visitor to sign-in with from', async ({
      request,
    }) => {
      for (const path of GUARDED_ROUTES) {
        const answer = await request.get(localized(locale, path), { maxRedirects: 0 });
        const from = encodeURIComponent(localized(locale, path));
        expect(answer.status(), path).toBe(302);
        expect(answer.headers().location, path).toBe(
          `${localized(locale, '/sign-in')}?from=${from}`,
        );
      }
    });

    test('an unknown path shows the 404 page in the language, inside the layout', async ({
      page,
      axe,
    }) => {
      await page.goto(localized(locale, '/no-such-page/at-all'));
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND[locale] })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${NOT_FOUND[locale]}`));
      await expectDocumentLanguage(page, locale);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await axe();
    });

    test('the language switch opens the same page in the other language and remembers it', async ({
      page,
      context,
    }) => {
      const other: Locale = locale === 'ar' ? 'en' : 'ar';
      await page.goto(`${localized(locale, '/faq')}?q=loan`);
      await page.getByTestId('language-switch').click();
      await expect(page).toHaveURL(`${localized(other, '/faq')}?q=loan`);
      await expectDocumentLanguage(page, other);
      await expect(page).toHaveTitle(new RegExp(`${BRAND[other]}$`));
      const cookie = (await context.cookies()).find((item) => item.name === 'locale');
      expect(cookie?.value).toBe(other);
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365.1);
    });

    test('the header links every section and the footer shows the support information', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(localized(locale, '/'));
      const nav = page.getByRole('navigation', {
        name: locale === 'ar' ? 'التنقل الرئيسي' : 'Main',
      });
      await expect(nav.getByRole('link')).toHaveCount(6);
      const hrefs = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(
        [
          '/projects',
          '/properties',
          '/units',
          '/unit-designs',
          '/financing-requests',
          '/real-estate-request',
        ].map((path) => localized(locale, path)),
      );
      const support = page.getByTestId('support-information');
      await expect(support).toContainText('09:00');
      await expect(support).toContainText('15:00');
      await expect(support).toContainText('24');
      const footerLinks = await page
        .getByRole('contentinfo')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const path of [
        '/faq',
        '/who-we-are',
        '/contact-us',
        '/careers',
        '/privacy-policy',
        '/terms-and-conditions',
      ]) {
        expect(footerLinks).toContain(localized(locale, path));
      }
    });

    test('the first screen has every message it shows; the next page brings its own', async ({
      page,
    }) => {
      // Home loads only the first screen's messages (src/i18n/load-messages.ts); a message missing
      // from what is loaded is reported in the console, production build included.
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /MISSING_TRANSLATION/.test(message.text()))
          missing.push(message.text());
      });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(localized(locale, '/'));
      await expect(page.locator('h1').first()).toBeVisible();
      await page.locator('#calculator').scrollIntoViewIfNeeded();
      const calculator = locale === 'ar' ? 'حاسبة التمويل' : 'Financing calculator';
      await expect(page.getByRole('heading', { name: calculator })).toBeVisible();
      const nav = page.getByRole('navigation', {
        name: locale === 'ar' ? 'التنقل الرئيسي' : 'Main',
      });
      const contentChunks: string[] = [];
      page.on('request', (request) => {
        if (/\/messages-[a-z]+-content-[^/]+\.js$/.test(request.url()))
          contentChunks.push(request.url());
      });
      await nav.locator(`a[href="${localized(locale, '/properties')}"]`).click();
      await expect(page).toHaveURL(localized(locale, '/properties'));
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      // The static pages' texts come with those pages only.
      expect(contentChunks).toEqual([]);
      await page.locator(`footer a[href="${localized(locale, '/faq')}"]`).click();
      await expect(page).toHaveURL(localized(locale, '/faq'));
      await expect(page.locator('main h2, main summary').first()).toBeVisible();
      expect(contentChunks).toHaveLength(1);
      await page.goto(localized(locale, '/terms-and-conditions'));
      await expect(page.locator('main h2').first()).toBeVisible();
      expect(missing).toEqual([]);
    });

    test('below lg the navigation is a menu: a disclosure button, Escape closes it', async ({
      page,
      axe,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(localized(locale, '/'));
      const button = page.getByRole('button', { name: locale === 'ar' ? 'القائمة' : 'Menu' });
      const units = page.getByRole('link', {
        name: locale === 'ar' ? 'الوحدات' : 'Units',
        exact: true,
      });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(units).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(units).toBeVisible();
      await axe();
      await page.keyboard.press('Escape');
      await expect(units).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await units.click();
      await expect(page).toHaveURL(localized(locale, '/units'));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    test('no horizontal scrolling from 360 to 2560 px, a menu below 1280 px', async ({ page }) => {
      await page.goto(localized(locale, '/faq'));
      await expect(page.locator('h1')).toBeVisible();
      const menu = page.getByRole('button', { name: locale === 'ar' ? 'القائمة' : 'Menu' });
      for (const width of [360, 600, 960, 1280, 1920, 2560]) {
        await page.setViewportSize({ width, height: 900 });
        if (width < 1280) await expect(menu, `${width} px`).toBeVisible();
        else await expect(menu, `${width} px`).toBeHidden();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      }
    });

    test('a new page starts at the top, with the skip link first', async ({ page }) => {
      await page.goto(localized(locale, '/faq'));
      await expect(page.locator('h1')).toBeVisible();
      await page.evaluate(() => {
        document.body.style.minHeight = '4000px';
        window.scrollTo(0, document.body.scrollHeight);
      });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.getByRole('contentinfo').getByRole('link').first().click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator('main#main')).toBeFocused();
      await page.goto(localized(locale, '/faq'));
      await expect(page.locator('h1')).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', {
        name: locale === 'ar' ? 'انتقل إلى المحتوى' : 'Skip to content',
      });
      await expect(skip).toBeFocused();
      await skip.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
    });

    test('axe finds no violation on the shell', async ({ page, axe }) => {
      await page.goto(localized(locale, '/'));
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[locale]);
      await axe();
    });
  });
}

test('the axe check finds a violation, also at a later check of the same page', async ({
  page,
}) => {
  await page.goto('/en/faq');
  await expectNoAxeViolations(page);
  // A picture without a text alternative, added after the first check (axe is in the page by then).
  await page.evaluate(() => {
    const picture = document.createElement('img');
    picture.src = '/favicon.ico';
    document.querySelector('main')!.append(picture);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt \(critical\): img/);
  // A part of the page without it passes.
  await expectNoAxeViolations(page, 'footer');
});

test.describe('the language of /', () => {
  test.use({ locale: 'en-US' });

  test('a browser in English goes to /en, a deep link stays', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expectDocumentLanguage(page, 'en');
    await page.goto('/projects');
    await expect(page).toHaveURL(/\/projects$/);
    await expectDocumentLanguage(page, 'ar');
  });

  test('the locale cookie wins over the browser', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'ar', url: String(baseURL) }]);
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectDocumentLanguage(page, 'ar');
  });
});

test.describe('the language of / in an Arabic browser', () => {
  test.use({ locale: 'ar-SA' });

  test('stays in Arabic, unless the cookie says English', async ({ page, context, baseURL }) => {
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectDocumentLanguage(page, 'ar');
    await context.addCookies([{ name: 'locale', value: 'en', url: String(baseURL) }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });
});

for (const locale of LOCALES) {
  test.describe(`the home page rendered by the server (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test('shows its first screen before any script runs', async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        locale: BROWSER_LOCALE[locale],
      });
      const page = await context.newPage();
      await page.goto(localized(locale, '/'));
      await expectDocumentLanguage(page, locale);
      const heading = page.locator('#root h1');
      await expect(heading).toBeVisible();
      await expect(heading).toHaveText(
        locale === 'ar' ? 'اشترِ بيتك في السعودية' : 'Buy your home in Saudi Arabia',
      );
      await expect(page).toHaveTitle(new RegExp(BRAND[locale]));
      await context.close();
    });

    test('the app takes it over in place: one page, usable', async ({ page }) => {
      await page.goto(localized(locale, '/'));
      await expect(page.locator('#root')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const languageSwitch = page.getByTestId('language-switch');
      await languageSwitch.focus();
      await expect(languageSwitch).toBeFocused();
    });
  });
}

for (const locale of LOCALES) {
  test.describe(`the brand font (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test('a first visit paints in the platform font and downloads the brand font afterwards, for the pages that follow', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.woff2')) fonts.push(request.url().replace(/.*\//, ''));
      });
      const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
      await page.goto(localized(locale, '/properties'));
      expect(await bodyFont()).not.toContain('IBM Plex Sans Arabic');

      // Downloaded once the page is shown: the weights and subsets its language needs, no more.
      await expect(page.locator('html')).toHaveAttribute('data-web-fonts', 'downloaded');
      expect(await page.evaluate(() => localStorage.getItem('web-fonts'))).toBe(locale);
      const subsets = [
        ...new Set(fonts.map((file) => /arabic-([a-z-]+)-\d00-normal/.exec(file)?.[1])),
      ];
      expect(subsets.sort()).toEqual(locale === 'ar' ? ['arabic', 'latin'] : ['latin']);
      // The page already shown keeps its font: text never moves by itself.
      await expect(page.locator('html')).not.toHaveClass(/web-fonts/);

      // The next page the app shows is in the brand font.
      const nav = page.getByRole('navigation', {
        name: locale === 'ar' ? 'التنقل الرئيسي' : 'Main',
      });
      await nav.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/projects')}$`));
      await expect(page.locator('html')).toHaveClass(/web-fonts/);
      expect(await bodyFont()).toContain('IBM Plex Sans Arabic');
      const sample = locale === 'ar' ? 'بيت' : 'home';
      expect(
        await page.evaluate(
          (text) => document.fonts.check('600 1em "IBM Plex Sans Arabic"', text),
          sample,
        ),
      ).toBe(true);

      // A later visit gets it from its first paint; when the page painted before the app's first
      // script ran (a busy machine), from the next page, as the first visit did.
      await page.goto(localized(locale, '/units'));
      // Painted first: the page says 'next-page', then 'downloaded' as soon as the cached files load,
      // so the class the app adds before its first render is what tells the two apart.
      const classes = (await page.locator('html').getAttribute('class')) ?? '';
      if (!classes.split(' ').includes('web-fonts')) {
        await expect(page.locator('html')).toHaveAttribute('data-web-fonts', 'downloaded');
        await nav.getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`${localized(locale, '/projects')}$`));
      }
      await expect(page.locator('html')).toHaveClass(/web-fonts/);
      expect(await bodyFont()).toContain('IBM Plex Sans Arabic');
    });
  });
}
