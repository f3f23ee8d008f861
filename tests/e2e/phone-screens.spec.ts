// What a buyer on a phone must never meet (issue 34), in both languages: a bank-transfer step wider
// than the screen, the map drawn over the listing's fixed bar and a price cut off in that bar (at 390
// and 360 px), a checkout that forgets the payment left at 3-D Secure, a calculator that breaks its
// own lending rules, bank offers as a table wider than the phone, financing requested after a
// reservation that loses it, notifications that lead nowhere, reservable units that cannot be
// filtered, a map with nothing on its ground, a unit advertised after its licence expired, and
// filters and saved searches that say nothing of what they hold. `layoutFaults` runs at each state the journeys reach.
import {
  BROWSER_LOCALE,
  expect,
  LOCALES,
  localized,
  passTime,
  test,
  type Locale,
} from './fixtures';
import { financingText as messagesOf } from './financing-support';
import type { Page } from '@playwright/test';
import { cardFrame, fillCard, guardCardData } from './payment-support';
import { filterToRiyadh, layoutFaults, openFirstGroup, PHONE_TEXT } from './phone-support';

const WIDTHS = [390, 360] as const;
const TRANSFER_UNIT = 502;
const THREE_DS_UNIT = 508;
const LISTINGS = ['/units/501', '/properties/1036', '/projects/1'] as const;

for (const locale of LOCALES) {
  const t = messagesOf(locale as Locale);
  for (const width of WIDTHS) {
    test.describe(`a ${width} px phone (${locale})`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
      });

      test('the bank-transfer step fits the screen, IBAN and reference whole', async ({
        page,
        signIn,
      }) => {
        await signIn();
        await page.goto(localized(locale, `/reservation-checkout/${TRANSFER_UNIT}`));
        await page.getByRole('button', { name: t['reservation.reserve.button'] }).click();
        await page
          .getByRole('radio', { name: t['shared.reservation.paymentMethod.bank_transfer'] })
          .check();
        await page.getByRole('button', { name: t['reservation.pay.bankTransferButton'] }).click();
        await expect(
          page.getByRole('heading', { name: t['reservation.bankTransfer.heading'], exact: true }),
        ).toBeFocused();
        expect(await layoutFaults(page)).toEqual([]);
        const copy = page.getByRole('button', { name: /^(Copy|نسخ) / });
        await expect(copy).toHaveCount(2);
        const whole = [
          page.getByTestId('iban'),
          page.getByTestId('reference'),
          ...(await copy.all()),
        ];
        for (const element of whole) {
          await element.scrollIntoViewIfNeeded();
          await expect(element).toBeInViewport({ ratio: 1 });
        }
      });

      test('a listing bar shows the price whole, and nothing is drawn over it', async ({
        page,
      }) => {
        for (const path of LISTINGS) {
          await page.goto(localized(locale, path));
          const bar = page.getByTestId('action-bar');
          await expect(bar).toBeInViewport({ ratio: 1 });
          expect(await layoutFaults(page)).toEqual([]);
          const price = bar.locator('.price');
          const shown = await price.evaluate(
            (element) => element.scrollWidth <= element.clientWidth,
          );
          expect(shown).toBe(true);
          // The small map, loaded and scrolled behind the bar.
          const map = page.getByTestId('location-map');
          await map.scrollIntoViewIfNeeded();
          await expect(map.locator('.leaflet-container')).toBeVisible();
          await map.evaluate((element) => {
            const box = element.getBoundingClientRect();
            window.scrollBy(0, box.top - (window.innerHeight - 60 - box.height / 2));
          });
          expect(await layoutFaults(page)).toEqual([]);
        }
      });
    });
  }
}

for (const locale of LOCALES) {
  const t = messagesOf(locale as Locale);
  const button = (id: string) => ({ name: t[id], exact: true });
  const checkout = localized(locale, `/reservation-checkout/${THREE_DS_UNIT}`);

  test.describe(`a payment left at 3-D Secure (${locale})`, () => {
    test.beforeEach(async ({ page, signIn }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn();
      await page.clock.install();
      const guard = await guardCardData(page);
      await page.goto(checkout);
      await page.getByRole('button', button('reservation.reserve.button')).click();
      await fillCard(page, locale as Locale, '4000000000003220');
      await page
        .getByRole('button', {
          name: new RegExp(`^${t['reservation.card.payButton'].split(' ')[0]} `),
        })
        .click();
      // The provider's page; the buyer closes the tab and opens the checkout again later.
      await page.waitForURL(/\/psp\/v1\/3ds\//);
      await page.goto(checkout);
      await guard.check();
    });

    test('the checkout finds it: continue at the bank, and the unit is reserved', async ({
      page,
    }) => {
      const heading = page.getByRole('heading', { name: t['reservation.status.verifyHeading'] });
      await expect(heading).toBeVisible();
      await expect(cardFrame(page).locator('body')).toHaveCount(0);
      expect(await layoutFaults(page)).toEqual([]);
      await page.getByRole('button', button('reservation.status.verifyButton')).click();
      await page.getByRole('button', { name: /Approve|موافقة/ }).click();
      await passTime(page, 3);
      await expect(
        page.getByRole('heading', { name: t['reservation.confirmed.heading'] }),
      ).toBeVisible();
    });

    test('the checkout finds it: stopped, nothing charged, and paid again by another card', async ({
      page,
    }) => {
      await page.getByRole('button', button('reservation.status.abandonButton')).click();
      await expect(page.getByText(t['errors.code.payment__abandoned'])).toBeVisible();
      await expect(page.getByRole('heading', { name: t['reservation.pay.heading'] })).toBeVisible();
      await fillCard(page, locale as Locale, '4111111111111111');
      await page
        .getByRole('button', {
          name: new RegExp(`^${t['reservation.card.payButton'].split(' ')[0]} `),
        })
        .click();
      await passTime(page, 3);
      await expect(
        page.getByRole('heading', { name: t['reservation.confirmed.heading'] }),
      ).toBeVisible();
    });
  });
}

const CALCULATOR = {
  ar: { price: 'سعر العقار (ريال)', downPayment: 'الدفعة الأولى (ريال)' },
  en: { price: 'Property price (SAR)', downPayment: 'Down payment (SAR)' },
} as const;

for (const locale of LOCALES) {
  const labels = CALCULATOR[locale as Locale];
  test.describe(`the calculator (${locale})`, () => {
    // The home page follows the browser's language.
    test.use({ locale: BROWSER_LOCALE[locale as Locale] });
    test(`the calculator keeps its lending rules and says what is wrong with what was typed (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localized(locale, '/'));
      const calculator = page.locator('#calculator');
      await calculator.scrollIntoViewIfNeeded();
      const price = calculator.getByLabel(labels.price);
      const down = calculator.getByLabel(labels.downPayment);
      await price.fill('99999999999');
      await down.fill('0');
      // The loan maximum of the lending rules (5,000,000) is named, and no figure breaks it.
      await expect(down).toHaveAccessibleDescription(/5,000,000/);
      await expect(calculator.getByTestId('calculator-installment')).toHaveCount(0);
      await price.fill('abc');
      await expect(price).toHaveAccessibleDescription(/1,250,000/);
      await expect(price).toHaveValue('abc');
      await price.fill('-500000');
      await expect(price).toHaveAccessibleDescription(/(negative|سالب)/);
      expect(await layoutFaults(page)).toEqual([]);
    });
  });
}

/** The seed's request with its offers ready (mocks/db/financing/seed.ts). */
const PREPARED_REQUEST = 55;

for (const locale of LOCALES) {
  const t = messagesOf(locale as Locale);
  test(`offers on a phone are cards with their figures, sorted by a list, each one choosable (${locale})`, async ({
    page,
    signIn,
    axe,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn();
    await page.goto(localized(locale, `/financing-requests/${PREPARED_REQUEST}/offers`));
    const cards = page
      .getByRole('list', { name: t['shared.offer.scrollHint'] })
      .getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole('table')).toBeHidden();
    const choose = page.getByRole('button', { name: new RegExp(`^${t['shared.offer.choose']}`) });
    await expect(choose.first()).toBeVisible();
    for (const button of await choose.all()) {
      const box = await button.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    expect(await layoutFaults(page)).toEqual([]);
    const first = await cards.first().getByRole('heading').innerText();
    await page.getByLabel(t['shared.sortBy']).selectOption({ index: 1 });
    await expect(cards.first().getByRole('heading')).not.toHaveText(first);
    await axe();
  });
}

/** A paid reservation of the demo customer with no financing request yet (mocks/db/reservations/seed.ts). */
const PAID_RESERVATION = 380;

for (const locale of LOCALES) {
  const t = messagesOf(locale as Locale);
  test(`financing requested from a reservation keeps it, named by its number (${locale})`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn();
    const answer = await page.request.get(`/customer/api/v1/reservations/${PAID_RESERVATION}/`);
    const { number } = (await answer.json()) as { number: string };
    await page.goto(localized(locale, `/account/reservations/${PAID_RESERVATION}`));
    await page.getByRole('link', { name: t['common.requestFinancing'] }).click();
    const chosen = page.getByRole('radio', { name: new RegExp(number) });
    await expect(chosen).toBeChecked();
    expect(await layoutFaults(page)).toEqual([]);
    await page.getByRole('button', { name: t['financing.create.submit'] }).click();
    await expect(page).toHaveURL(/\/financing-requests\/\d+\/edit$/);
    const requestPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
    await page.goto(requestPath);
    await expect(page.getByRole('main').getByText(number)).toBeVisible();
  });
}

for (const locale of LOCALES) {
  const t = messagesOf(locale as Locale);
  test(`every notification leads to a page the customer has; no link without an address (${locale})`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn();
    await page.goto(localized(locale, '/account'));
    const section = page.getByRole('region', { name: t['account.notifications.heading'] });
    await section.getByRole('button', { name: t['account.notifications.showAll'] }).click();
    await expect(
      section.getByRole('button', { name: t['account.notifications.showAll'] }),
    ).toHaveCount(0);
    expect(await section.locator('a:not([href])').count()).toBe(0);
    const hrefs = [
      ...new Set(
        await section
          .getByRole('link')
          .evaluateAll((links) =>
            links.map((link) => (link as HTMLAnchorElement).getAttribute('href')!),
          ),
      ),
    ];
    expect(hrefs.length).toBeGreaterThanOrEqual(5);
    for (const href of hrefs) {
      const answer = await page.goto(href);
      expect(answer?.status(), href).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(
        new RegExp(
          [
            t['errors.code.financing_request__not_found'],
            t['errors.code.reservation__not_found'],
          ].join('|'),
        ),
      );
    }
  });
}

const UNIT_FILTERS = {
  ar: {
    filters: 'عوامل التصفية',
    region: 'المنطقة',
    riyadhRegion: 'منطقة الرياض',
    city: 'المدينة',
    riyadh: 'الرياض',
    price: 'السعر',
    custom: 'نطاق مخصص',
    minPrice: 'أدنى سعر (ريال)',
    show: /^اعرض \d+ (نتيجة|نتائج)$/,
    sortBy: 'الترتيب حسب',
    lowToHigh: 'السعر: من الأقل إلى الأعلى',
  },
  en: {
    filters: 'Filters',
    region: 'Region',
    riyadhRegion: 'Riyadh Region',
    city: 'City',
    riyadh: 'Riyadh',
    price: 'Price',
    custom: 'Custom range',
    minPrice: 'Minimum price (SAR)',
    show: /^Show \d+ results?$/,
    sortBy: 'Sort by',
    lowToHigh: 'Price: low to high',
  },
} as const;

const amountIn = (text: string) => Number(text.replace(/[^\d]/g, ''));

for (const locale of LOCALES) {
  const f = UNIT_FILTERS[locale as Locale];
  test(`reservable units filtered by place and price, sorted, each card naming its city (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localized(locale, '/units'));
    await page.getByRole('button', { name: f.filters }).click();
    const sheet = page.getByRole('dialog', { name: f.filters });
    await sheet.getByLabel(f.region, { exact: true }).selectOption({ label: f.riyadhRegion });
    await sheet.getByLabel(f.city, { exact: true }).selectOption({ label: f.riyadh });
    await sheet.getByLabel(f.price, { exact: true }).selectOption({ label: f.custom });
    await sheet.getByLabel(f.minPrice).fill('1000000');
    const show = sheet.getByRole('button', { name: f.show });
    await expect(show).toBeVisible();
    expect(await layoutFaults(page)).toEqual([]);
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/region=1&city=1&price_min=1000000/);
    // The filtered answer replaces the list (the previous one stays shown until it arrives).
    const places = page.getByTestId('card-place');
    await expect
      .poll(async () => {
        const shown = await places.allInnerTexts();
        return shown.length > 0 && shown.every((place) => place.endsWith(f.riyadh));
      })
      .toBe(true);
    await page.getByLabel(f.sortBy).selectOption({ label: f.lowToHigh });
    await expect(page).toHaveURL(/ordering=price/);
    // The list answers the new order (the old one stays shown until it arrives).
    const prices = () =>
      page
        .getByTestId('card-price')
        .allInnerTexts()
        .then((texts) => texts.map(amountIn));
    await expect
      .poll(async () => {
        const shown = await prices();
        return (
          shown.length > 1 &&
          shown.every((price, index) => index === 0 || shown[index - 1]! <= price)
        );
      })
      .toBe(true);
    expect((await prices()).every((price) => price >= 1_000_000)).toBe(true);
  });
}

for (const locale of LOCALES) {
  const t = PHONE_TEXT[locale as Locale];
  test.describe(`the map on a phone (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
    });

    /** Zooms the map in as far as it draws. */
    async function zoomInFully(page: Page) {
      const map = page.getByTestId('property-map');
      const zoomIn = map.getByRole('button', { name: t.zoomIn, exact: true });
      while (await zoomIn.isEnabled()) {
        const zoom = Number(await map.getAttribute('data-zoom'));
        await zoomIn.click();
        await expect(map).toHaveAttribute('data-zoom', String(zoom + 1));
      }
    }

    test('offline it names the places of the results, spreads homes that touch, and a chosen home keeps its close and the controls free', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/properties?view=map'));
      const map = page.getByTestId('property-map');
      await expect(map.locator('.map-marker a, .map-cluster').first()).toBeVisible();
      await filterToRiyadh(page, true, t.filters);
      const places = map.locator('.map-place span');
      await expect(places.first()).toBeVisible();
      expect((await places.allInnerTexts()).every((name) => name.trim() !== '')).toBe(true);

      // Opening groups down to the closest zoom, where homes are no longer grouped.
      const homes = map.locator('.map-marker a');
      const clusters = map.locator('.map-cluster');
      const zoomIn = map.getByRole('button', { name: t.zoomIn, exact: true });
      for (
        let step = 0;
        step < 8 && (await clusters.count()) > 0 && (await zoomIn.isEnabled());
        step += 1
      ) {
        await openFirstGroup(page);
      }
      await zoomInFully(page);
      await expect(homes.first()).toBeVisible();
      // No home hides another: those too close to tell apart stay one group, which lists them.
      const centers = await homes.evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return { x: box.left + box.width / 2, y: box.bottom };
        }),
      );
      const hidden = centers.flatMap((a, i) =>
        centers.slice(i + 1).filter((b) => Math.hypot(a.x - b.x, a.y - b.y) < 20),
      );
      expect(hidden).toEqual([]);
      const card = page.getByTestId('map-selected');
      if ((await clusters.count()) > 0) {
        const count = Number(await clusters.first().innerText());
        await clusters.first().focus();
        await page.keyboard.press('Enter');
        await expect(card).toBeFocused();
        await expect(card.locator(':scope > ul > li')).toHaveCount(count);
        await page.keyboard.press('Escape');
        await expect(card).toBeHidden();
      }

      const inView = homes.filter({ visible: true });
      await inView.first().focus();
      await page.keyboard.press('Enter');
      await expect(card).toBeFocused();
      const close = card.getByRole('button', { name: t.close, exact: true });
      await close.click({ trial: true });
      const cardBox = (await card.boundingBox())!;
      for (const control of await map.getByRole('button', { name: t.zoomIn, exact: true }).all()) {
        const box = (await control.boundingBox())!;
        const apart =
          box.x + box.width <= cardBox.x ||
          cardBox.x + cardBox.width <= box.x ||
          box.y + box.height <= cardBox.y;
        expect(apart).toBe(true);
      }
      expect(await layoutFaults(page)).toEqual([]);
      await close.click();
      await expect(card).toBeHidden();
    });

    test('a yearly rent says so on its marker', async ({ page }) => {
      await page.goto(localized(locale, '/properties?view=map&purpose=rent'));
      const map = page.getByTestId('property-map');
      await expect(map.locator('.map-marker a, .map-cluster').first()).toBeVisible();
      await filterToRiyadh(page, true, t.filters);
      await expect(page).toHaveURL(/purpose=rent/);
      // Opening groups reaches single homes.
      const homes = map.locator('.map-marker a');
      for (let step = 0; step < 6 && (await homes.count()) === 0; step += 1) {
        await openFirstGroup(page);
      }
      await expect(homes.first()).toBeVisible();
      for (const text of await homes.allInnerTexts()) expect(text).toMatch(/\/(yr|سنة)$/);
    });
  });
}

/** Unit 585's advertising licence has expired (mocks/db/catalogue). */
const EXPIRED_UNIT = 585;

for (const locale of LOCALES) {
  const t = messagesOf(locale as Locale);
  test(`a unit whose licence expired is not advertised: no price bar, no call, no reserve (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const answer = await page.goto(localized(locale, `/units/${EXPIRED_UNIT}`));
    expect(answer?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('action-bar')).toHaveCount(0);
    for (const name of [
      t['catalogue.actions.reserve'],
      t['catalogue.actions.call'],
      t['catalogue.actions.whatsApp'],
    ]) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    expect(await layoutFaults(page)).toEqual([]);
  });
}

const CHIPS = {
  ar: {
    filters: (count: number) => `عوامل التصفية (${count})`,
    remove: (label: string) => `إزالة عامل التصفية: ${label}`,
    region: 'منطقة الرياض',
    bedrooms: '3 غرف نوم فأكثر',
    saveSearch: 'احفظ هذا البحث',
    submit: 'حفظ البحث',
  },
  en: {
    filters: (count: number) => `Filters (${count})`,
    remove: (label: string) => `Remove filter: ${label}`,
    region: 'Riyadh Region',
    bedrooms: '3+ bedrooms',
    saveSearch: 'Save this search',
    submit: 'Save search',
  },
} as const;

for (const locale of LOCALES) {
  const c = CHIPS[locale as Locale];
  const other = CHIPS[locale === 'ar' ? 'en' : 'ar'];
  test(`active filters show as chips and a count; a saved search is named from them in each language (${locale})`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn();
    await page.goto(localized(locale, '/properties?region=1&bedrooms=3'));
    await expect(page.getByRole('button', { name: c.filters(2), exact: true })).toBeVisible();
    await page.getByRole('button', { name: c.remove(c.bedrooms), exact: true }).click();
    await expect(page).not.toHaveURL(/bedrooms=/);
    await expect(page.getByRole('button', { name: c.filters(1), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: c.remove(c.region), exact: true })).toBeVisible();
    expect(await layoutFaults(page)).toEqual([]);

    await page.getByRole('button', { name: c.saveSearch }).click();
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: c.region })).toBeVisible();
    for (const [where, text] of [
      [locale, c.region],
      [locale === 'ar' ? 'en' : 'ar', other.region],
    ] as const) {
      await page.goto(localized(where, '/account/saved-searches'));
      await expect(
        page.locator('[data-saved-search]').getByRole('link', { name: text, exact: true }),
      ).toBeVisible();
    }
  });
}
