// A home-buyer on a phone (390×844) and on a laptop (1366×900), in both languages: price, Reserve and
// the advertiser in view on a unit page (a tap on call recorded as a lead), where it is on a small map,
// the filters as a full-screen sheet with a live count, a map that fits a region's results with
// clusters and shows a chosen home's card, places without «و», a notification that pops up once with
// its request number in order, and a request form that says every error on the first submit.
import {
  BROWSER_LOCALE,
  expect,
  LOCALES,
  localized,
  mockStats,
  test,
  type Locale,
} from './fixtures';
import { FORM_TEXT } from './forms-support';
import {
  filterToRiyadh,
  openFirstGroup,
  PHONE_TEXT,
  reservableUnitId,
  textLayout,
  VIEWPORTS,
} from './phone-support';

const [, PHONE] = VIEWPORTS[0];
const REQUEST = 'FR-2025-000318';
/** A reference, an amount, an IBAN and a phone number inside one sentence. */
const IDENTIFIERS = [REQUEST, '1,250,000', 'SA0380000000608010167519', '+966551234567'];
const NOTE = {
  ar: `وصل طلب التمويل رقم ${REQUEST} إلى البنك بمبلغ 1,250,000 ريال، وسيُودع في الحساب SA0380000000608010167519، وللاستفسار اتصل على +966551234567.`,
  en: `Your financing request ${REQUEST} for SAR 1,250,000 has reached the bank; it will be paid into SA0380000000608010167519. Questions: +966551234567.`,
} as const;

for (const locale of LOCALES) {
  const t = PHONE_TEXT[locale as Locale];

  test.describe(`buying on a phone (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale as Locale] });

    for (const [name, viewport] of VIEWPORTS) {
      const phone = name === 'phone';

      test(`a unit page: price and Reserve without scrolling, a call recorded, a small map (${name})`, async ({
        page,
        request,
        axe,
      }) => {
        await page.setViewportSize(viewport);
        const id = await reservableUnitId(request);
        await page.goto(localized(locale, `/units/${id}`));
        const bar = page.getByRole('complementary', { name: t.bar });
        const actions = phone ? bar : page.getByTestId('price-box');
        const reserve = actions.getByRole('link', { name: t.reserve });
        await expect(reserve).toBeInViewport({ ratio: 1 });
        await expect(reserve).toHaveAttribute('href', new RegExp(`${id}`));
        const call = actions.getByRole('link', { name: t.call });
        await expect(call).toHaveAttribute('href', /^tel:\+966/);
        await expect(actions.getByRole('link', { name: t.whatsApp })).toHaveAttribute(
          'href',
          /^https:\/\/wa\.example\/9665\d{8}\?text=/,
        );
        await call.click();
        await expect
          .poll(async () => (await mockStats(page)).leads)
          .toEqual([{ listing_kind: 'unit', listing_id: id, channel: 'call' }]);

        const price = page.getByTestId('detail-price');
        if (phone) {
          await expect(bar).toBeInViewport({ ratio: 1 });
        } else {
          await expect(bar).toBeHidden();
          await expect(price).toBeInViewport();
        }
        // The small map keeps its box while it loads: the page below does not move.
        const section = page.getByTestId('location-section');
        await expect(section.getByRole('heading', { name: t.location })).toBeAttached();
        const frame = section.getByTestId('location-map');
        const before = await frame.boundingBox();
        await frame.scrollIntoViewIfNeeded();
        await expect(frame.locator('.location-map.leaflet-container')).toBeVisible();
        const after = await frame.boundingBox();
        expect(after?.height).toBe(before?.height);
        if (phone) {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          const footer = await page.locator('footer').last().boundingBox();
          const barBox = await bar.boundingBox();
          expect(footer && barBox && footer.y + footer.height).toBeLessThanOrEqual(barBox!.y + 1);
        } else {
          await expect(price).toBeInViewport();
          await expect(reserve).toBeInViewport();
        }
        await axe();
      });

      test(`the map fits the Riyadh results with clusters, and a chosen home shows its card (${name})`, async ({
        page,
        axe,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(localized(locale, '/properties?view=map'));
        const map = page.getByTestId('property-map');
        await expect(map.locator('.map-marker a, .map-cluster').first()).toBeVisible();
        const partial = page.getByTestId('map-partial');
        await expect(partial).toContainText('100');
        await expect(partial.getByRole('button', { name: t.narrow })).toBeVisible();
        const countryZoom = Number(await map.getAttribute('data-zoom'));

        await filterToRiyadh(page, phone, t.filters);
        await expect(partial).toBeHidden();
        await expect
          .poll(async () => Number(await map.getAttribute('data-zoom')))
          .toBeGreaterThan(countryZoom + 2);
        const clusters = map.locator('.map-cluster');
        await expect(clusters.first()).toBeVisible();
        await expect(clusters.first()).toHaveText(/^\d+$/);

        // Opening groups reaches single homes by the most the offline map draws (zoom 11).
        const homes = map.locator('.map-marker a');
        for (let step = 0; step < 6 && (await homes.count()) === 0; step += 1) {
          await openFirstGroup(page);
        }
        const home = homes.first();
        const title = (await home.getAttribute('aria-label'))!.split(/[,،]/)[0];
        await home.focus();
        await page.keyboard.press('Enter');
        const card = page.getByTestId('map-selected');
        await expect(card).toBeFocused();
        await expect(card.getByRole('link', { name: title })).toHaveAttribute(
          'href',
          new RegExp(`^${localized(locale, '/properties/')}\\d+$`),
        );
        await axe();
        await page.keyboard.press('Escape');
        await expect(card).toBeHidden();

        const zoomIn = map.getByRole('button', { name: t.zoomIn, exact: true });
        while (await zoomIn.isEnabled()) {
          const zoom = Number(await map.getAttribute('data-zoom'));
          await zoomIn.click();
          await expect(map).toHaveAttribute('data-zoom', String(zoom + 1));
        }
        await expect(map).toHaveAttribute('data-zoom', '11');
      });

      test(`the real-estate request says every error on the first submit (${name})`, async ({
        page,
        axe,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(localized(locale, '/real-estate-request'));
        const f = FORM_TEXT[locale as Locale];
        const range = page.getByRole('combobox', { name: f.priceRange });
        await expect(range.locator('option')).not.toHaveCount(1);
        await range.selectOption('500k_1m');
        await page.getByRole('textbox', { name: t.priceFrom }).fill('900000');
        const to = page.getByRole('textbox', { name: t.priceTo });
        await to.fill('600000');
        await page.getByRole('button', { name: f.sendRequest }).click();
        await expect(page.getByText(t.districtRequired)).toBeVisible();
        await expect(page.getByText(t.consentRequired)).toBeVisible();
        await expect(to).toHaveAccessibleDescription(t.belowFrom);
        await axe('#main');
      });

      test(`a notification pops up once, covers no heading, keeps a reference, amount, IBAN and phone in order (${name})`, async ({
        page,
        signIn,
      }) => {
        await signIn();
        await page.setViewportSize(viewport);
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
        // Each identifier is isolated left to right: its first character drawn left of its last, on one line.
        for (const identifier of IDENTIFIERS) {
          const id = popup.locator('bdi', { hasText: identifier });
          await expect(id).toHaveAttribute('dir', 'ltr');
          await expect(id).toHaveText(identifier);
          const layout = await textLayout(id);
          expect(layout.first, identifier).toBeLessThan(layout.last);
          expect(layout.lines, identifier).toBe(1);
        }
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
        const box = await popup.boundingBox();
        expect(heading && box && box.y >= heading.y + heading.height).toBe(true);

        await page.reload();
        await expect(page.locator('#results-heading')).toHaveText(/\d/);
        await expect(page.getByTestId('notification-popup').getByRole('region')).toHaveCount(0);
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

    test('a project page shows its place on a small map', async ({ page, axe }) => {
      await page.setViewportSize(PHONE);
      await page.goto(localized(locale, '/projects/1'));
      const section = page.getByTestId('location-section');
      await expect(section.getByRole('heading', { name: t.location })).toBeAttached();
      await expect(section.getByText(locale === 'ar' ? /، / : /, /)).toBeAttached();
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('.location-map.leaflet-container')).toBeVisible();
      await axe();
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
