// A home-buyer on a phone (390×844) and on a laptop (1366×900), in both languages: the price and the
// Reserve action in view without scrolling, and the filters as a full-screen sheet with a live count.
import type { APIRequestContext } from '@playwright/test';
import { BROWSER_LOCALE, expect, LOCALES, localized, test, type Locale } from './fixtures';

const TEXT = {
  ar: {
    reserve: /^احجز/,
    bar: 'السعر والإجراءات',
    filters: 'عوامل التصفية',
    kind: 'نوع العقار',
    show: /^اعرض \d+ نتيجة|^اعرض \d+ نتائج/,
    close: 'إغلاق',
    call: 'اتصال',
    whatsApp: 'واتساب',
  },
  en: {
    reserve: /^Reserve/,
    bar: 'Price and actions',
    filters: 'Filters',
    kind: 'Property type',
    show: /^Show \d+ results$/,
    close: 'Close',
    call: 'Call',
    whatsApp: 'WhatsApp',
  },
} as const;

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

async function reservableUnitId(request: APIRequestContext): Promise<number> {
  const list = await (await request.get('/api/v1/units/?page_size=50')).json();
  const unit = (list.results as { id: number; reservable: boolean }[]).find((u) => u.reservable);
  if (!unit) throw new Error('the seed has no reservable unit');
  return unit.id;
}

for (const locale of LOCALES) {
  const t = TEXT[locale as Locale];

  test.describe(`buying on a phone (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale as Locale] });

    for (const [name, viewport] of [
      ['phone', PHONE],
      ['laptop', LAPTOP],
    ] as const) {
      test(`a unit page shows its price and Reserve without scrolling (${name})`, async ({
        page,
        request,
        axe,
      }) => {
        await page.setViewportSize(viewport);
        const id = await reservableUnitId(request);
        await page.goto(localized(locale, `/units/${id}`));
        const bar = page.getByRole('complementary', { name: t.bar });
        const reserve = (name === 'phone' ? bar : page.getByTestId('price-box')).getByRole('link', {
          name: t.reserve,
        });
        await expect(reserve).toBeInViewport({ ratio: 1 });
        await expect(reserve).toHaveAttribute('href', new RegExp(`${id}`));
        const price = page.getByTestId('detail-price');
        if (name === 'phone') {
          await expect(bar).toBeInViewport({ ratio: 1 });
          await expect(bar.getByRole('link', { name: t.call })).toHaveAttribute(
            'href',
            /^tel:\+966/,
          );
          await expect(bar.getByRole('link', { name: t.whatsApp })).toHaveAttribute(
            'href',
            /^https:\/\/wa\.example\/9665\d{8}\?text=/,
          );
          // The end of the page is not hidden behind the bar.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          const footer = await page.locator('footer').last().boundingBox();
          const barBox = await bar.boundingBox();
          expect(footer && barBox && footer.y + footer.height).toBeLessThanOrEqual(barBox!.y + 1);
        } else {
          await expect(bar).toBeHidden();
          await expect(price).toBeInViewport();
          await page.mouse.wheel(0, 1500);
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
          await expect(price).toBeInViewport();
          await expect(reserve).toBeInViewport();
        }
        await axe();
      });
    }

    test('filters open as a full-screen sheet with the live count, apply and close; Back closes it', async ({
      page,
      axe,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(localized(locale, '/properties'));
      const heading = page.locator('#results-heading');
      await expect(heading).toHaveText(/\d/);
      const opener = page.getByRole('button', { name: t.filters });
      await opener.click();
      const sheet = page.getByRole('dialog', { name: t.filters });
      await expect(sheet).toBeVisible();
      const box = await sheet.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
      const submit = sheet.getByRole('button', { name: t.show });
      await expect(submit).toBeVisible();
      const before = await submit.innerText();
      await sheet.getByLabel(t.kind).selectOption('group:villa');
      await expect(submit).not.toHaveText(before);
      const count = (await submit.innerText()).replace(/\D/g, '');
      await axe();

      await page.goBack();
      await expect(sheet).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(page).not.toHaveURL(/group=/);

      await opener.click();
      await sheet.getByLabel(t.kind).selectOption('group:villa');
      await expect(submit).toHaveText(new RegExp(count));
      await submit.click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(/group=villa/);
      await expect(heading).toContainText(count);
      await page.goBack();
      await expect(page).not.toHaveURL(/group=/);
    });
  });
}

const REQUEST = 'FR-2025-000318';
const NOTE = {
  ar: `وصل طلب التمويل رقم ${REQUEST} إلى البنك.`,
  en: `Your financing request ${REQUEST} has reached the bank.`,
} as const;

for (const locale of LOCALES) {
  test.describe(`notifications and places (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale as Locale] });

    test('a notification pops up once, covers no heading, and keeps a request number in order', async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.setViewportSize(PHONE);
      await page.route(
        (url) => url.pathname === '/customer/api/v1/notifications/',
        (route) =>
          route.fulfill({
            json: {
              count: 1,
              page: 1,
              page_size: 20,
              unread_count: 1,
              results: [
                {
                  id: 9001,
                  kind: 'financing_request_processing',
                  body: NOTE[locale as Locale],
                  read: false,
                  created_at: '2026-11-25T10:00:00Z',
                },
              ],
            },
          }),
      );
      await page.goto(localized(locale, '/properties'));
      const popup = page.getByTestId('notification-popup').getByRole('region');
      await expect(popup).toBeVisible();
      const id = popup.locator('bdi', { hasText: REQUEST });
      await expect(id).toHaveAttribute('dir', 'ltr');
      // Its first character is drawn left of its last, on one line.
      const layout = await id.evaluate((element) => {
        const text = element.firstChild as Text;
        const rectOf = (at: number) => {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          return range.getBoundingClientRect();
        };
        return {
          first: rectOf(0).left,
          last: rectOf(text.length - 1).left,
          lines: element.getClientRects().length,
        };
      });
      expect(layout.first).toBeLessThan(layout.last);
      expect(layout.lines).toBe(1);
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const box = await popup.boundingBox();
      expect(heading && box && box.y >= heading.y + heading.height).toBe(true);

      await page.reload();
      await expect(page.locator('#results-heading')).toHaveText(/\d/);
      await expect(page.getByTestId('notification-popup').getByRole('region')).toHaveCount(0);
    });

    test('a property card names its district and city as one place, without «و»', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/properties'));
      const places = page.locator('main article').getByTestId('card-place');
      await expect(places.first()).toBeVisible();
      const texts = await places.allInnerTexts();
      const separator = locale === 'ar' ? '، ' : ', ';
      expect(texts.filter((text) => text.includes(separator)).length).toBeGreaterThan(0);
      for (const text of texts) expect(text).not.toMatch(/ و|\band\b/);
    });
  });
}

for (const locale of LOCALES) {
  test.describe(`the map finds homes (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale as Locale] });

    test('it says how many it shows, and fits the results of a region with clusters', async ({
      page,
    }) => {
      await page.setViewportSize(LAPTOP);
      await page.goto(localized(locale, '/properties?view=map'));
      const map = page.getByTestId('property-map');
      await expect(map.getByRole('link').first()).toBeVisible();
      await expect(page.getByTestId('map-partial')).toContainText('100');
      const countryZoom = Number(await map.getAttribute('data-zoom'));

      await page.locator('#filter-region').selectOption('1');
      await page
        .getByRole('form', { name: TEXT[locale as Locale].filters })
        .evaluate((form) => (form as HTMLFormElement).requestSubmit());
      await expect(page).toHaveURL(/region=1/);
      await expect(page.getByTestId('map-partial')).toBeHidden();
      await expect
        .poll(async () => Number(await map.getAttribute('data-zoom')))
        .toBeGreaterThan(countryZoom + 2);
      await expect(map.locator('.map-cluster').first()).toBeVisible();
    });
  });
}
