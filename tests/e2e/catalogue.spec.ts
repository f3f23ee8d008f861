// Browsing homes in both languages: filters in the URL (share, Back), the map, a property with its
// licence block (valid; an expired one is no longer advertised), and the financing calculator's numbers. The filters' rules and a
// deleted property are component tests (src/features/catalogue).
import type { Page } from '@playwright/test';
import { calculateFinancing } from '../../src/features/calculator/calculator';
import {
  apiIdle,
  BROWSER_LOCALE,
  expect,
  LOCALES,
  localized,
  missingMessages,
  test,
  type Locale,
} from './fixtures';

const TEXT = {
  ar: {
    filters: 'عوامل التصفية',
    kind: 'نوع العقار',
    purpose: 'الغرض',
    apply: 'اعرض النتائج',
    map: 'خريطة',
    zoomIn: 'تكبير',
    searchAsMoves: 'ابحث عند تحريك الخريطة',
    license: 'ترخيص الإعلان العقاري (الهيئة العامة للعقار)',
    licenseNumber: 'رقم ترخيص الإعلان',
    licenseExpired: 'انتهى ترخيص الإعلان عن هذا العقار، فلم يعد معروضًا.',
    priceContext: 'ماذا يعني هذا السعر',
    valid: 'ترخيص ساري',
    qr: 'تحقق من الترخيص لدى الهيئة (رابط رمز QR)',
    calculator: 'حاسبة التمويل',
    price: 'سعر العقار (ريال)',
    downPayment: 'الدفعة الأولى (ريال)',
    years: 'مدة التمويل بالسنوات',
    rate: 'هامش الربح (أسعار التمويل العقاري)',
    addFees: 'إضافة رسوم البنك إلى مبلغ التمويل',
    income: 'الدخل الشهري (ريال)',
  },
  en: {
    filters: 'Filters',
    kind: 'Property type',
    purpose: 'Purpose',
    apply: 'Show results',
    map: 'Map',
    zoomIn: 'Zoom in',
    searchAsMoves: 'Search as the map moves',
    license: 'Advertising licence (REGA)',
    licenseNumber: 'Advertising licence number',
    licenseExpired:
      'The advertising licence of this listing has expired: it is no longer advertised.',
    priceContext: 'What this price means',
    valid: 'Valid licence',
    qr: 'Check the licence at the regulator (QR link)',
    calculator: 'Financing calculator',
    price: 'Property price (SAR)',
    downPayment: 'Down payment (SAR)',
    years: 'Loan term in years',
    rate: 'Profit margin (mortgage rates)',
    addFees: 'Add the bank fees to the loan',
    income: 'Monthly income (SAR)',
  },
} as const;

/** A displayed amount ("SAR 5,261.31", "‏5,261.31 ر.س.‏") as a number. */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, '').replace(/^\.+|\.+$/g, ''));

async function cardTitles(page: Page) {
  await expect(page.locator('main article h3').first()).toBeVisible();
  return page.locator('main article h3').allInnerTexts();
}

for (const locale of LOCALES) {
  const t = TEXT[locale as Locale];

  test.describe(`catalogue (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale as Locale] });

    // Both are rendered by the browser only (the server knows no screen, and the section loads near
    // it), so their words are not among those the server sent with the page.
    test('the filters beside the results and a price’s context show their words, never their ids', async ({
      page,
    }) => {
      const missing = missingMessages(page);
      await page.goto(localized(locale, '/properties'));
      await expect(page.getByRole('combobox', { name: t.purpose })).toBeVisible();
      await page.goto(localized(locale, '/properties/1036'));
      const context = page.getByTestId('price-context');
      await context.scrollIntoViewIfNeeded();
      await expect(context.getByRole('heading', { name: t.priceContext })).toBeVisible();
      expect(missing()).toEqual([]);
    });

    test('filters live in the URL: a shared link shows the same results and Back undoes them', async ({
      page,
      context,
      axe,
    }) => {
      await page.goto(localized(locale, '/properties'));
      const heading = page.locator('#results-heading');
      await expect(heading).toHaveText(/\d/);
      const unfiltered = await heading.innerText();

      const filters = page.getByRole('form', { name: t.filters });
      await filters.getByLabel(t.kind).selectOption('group:apartment');
      await filters.getByLabel(t.purpose).selectOption('sale');
      await filters.getByRole('button', { name: t.apply }).click();
      await expect(page).toHaveURL(/purpose=sale/);
      await expect(page).toHaveURL(/group=apartment/);
      await expect(heading).not.toHaveText(unfiltered);
      const filtered = await heading.innerText();
      const titles = await cardTitles(page);
      await axe();

      const shared = await context.newPage();
      await shared.goto(page.url());
      await expect(shared.locator('#results-heading')).toHaveText(filtered);
      expect(await cardTitles(shared)).toEqual(titles);
      await expect(shared.getByRole('form', { name: t.filters }).getByLabel(t.kind)).toHaveValue(
        'group:apartment',
      );
      await shared.close();

      await page.goBack();
      await expect(page).not.toHaveURL(/purpose=/);
      await expect(heading).toHaveText(unfiltered);
    });

    test('pages live in the URL and Back returns to the same page and position', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/properties?page=2'));
      const titles = await cardTitles(page);
      await page.setViewportSize({ width: 1280, height: 720 });
      const last = page.locator('main article h3 a').last();
      await last.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(300);
      await last.click();
      await expect(page).toHaveURL(/\/properties\/\d+$/);
      await page.goBack();
      await expect(page).toHaveURL(/page=2/);
      expect(await cardTitles(page)).toEqual(titles);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    });

    test('the map opens, zooms and searches as it moves', async ({ page, axe }) => {
      await page.goto(localized(locale, '/properties'));
      await page.getByRole('button', { name: t.map, exact: true }).click();
      await expect(page).toHaveURL(/view=map/);
      const map = page.getByTestId('property-map');
      await expect(map).toBeVisible();
      const marker = map.getByRole('link').first();
      await expect(marker).toBeVisible();
      await expect(marker).toHaveAccessibleName(/\d/);
      await expect(marker).toHaveAttribute(
        'href',
        new RegExp(`^${localized(locale, '/properties/')}\\d+$`),
      );
      const zoom = Number(await map.getAttribute('data-zoom'));
      await map.getByRole('button', { name: t.zoomIn, exact: true }).click();
      await expect(map).toHaveAttribute('data-zoom', String(zoom + 1));
      await map.getByRole('region').focus();
      await page.keyboard.press('-');
      await expect(map).toHaveAttribute('data-zoom', String(zoom));
      // From the map, Tab reaches the markers: a home ("title, price") or a group of homes.
      await page.keyboard.press('Tab');
      await expect(map.locator('.map-marker :focus')).toHaveAccessibleName(/\d/);

      await page.getByLabel(t.searchAsMoves).check();
      await expect(page).toHaveURL(/bbox=/);
      const bbox = new URL(page.url()).searchParams.get('bbox');
      await map.getByRole('region').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBe(bbox);
      await axe();
    });

    test('a property shows its licence block; one whose licence expired is no longer advertised', async ({
      page,
      request,
      axe,
    }) => {
      await page.goto(localized(locale, '/properties'));
      await page.locator('main article h3 a').first().click();
      await expect(page).toHaveURL(/\/properties\/\d+$/);
      const license = page.getByTestId('license-block');
      await expect(license.getByRole('heading', { name: t.license })).toBeVisible();
      await expect(license.getByText(t.licenseNumber)).toBeVisible();
      await expect(license.getByText(t.valid)).toBeVisible();
      // The regulator's page: the licence's own QR link, or the configured base and its number.
      const id = new URL(page.url()).pathname.split('/').pop();
      const { license_number: number, qr_url: qrUrl } = (
        await (await request.get(`/api/v1/properties/${id}/`)).json()
      ).advertising_license;
      await expect(license.getByRole('link', { name: t.qr })).toHaveAttribute(
        'href',
        qrUrl ?? `https://rega.example/ads/${number}`,
      );
      await axe();

      // Property 1066's licence expired (the mock's seed): its page says it is no longer advertised.
      const expired = await page.goto(localized(locale, '/properties/1066'));
      expect(expired?.status()).toBe(410);
      await expect(page.getByText(t.licenseExpired)).toBeVisible();
    });

    test('the calculator computes the installment, fees and affordability', async ({
      page,
      request,
      axe,
    }) => {
      const rates = await (await request.get('/api/v1/financing/rates/')).json();
      await page.goto(localized(locale, '/'));
      const calculator = page.getByRole('region', { name: t.calculator });
      await page.locator('#calculator').scrollIntoViewIfNeeded();
      await expect(calculator).toBeVisible();
      await expect(calculator.getByLabel(t.rate)).toBeEnabled();

      // Arabic-Indic digits and separators are accepted.
      await calculator.getByLabel(t.price).fill(locale === 'ar' ? '١٬٢٠٠٬٠٠٠' : '1,200,000');
      await calculator.getByLabel(t.downPayment).fill('240000');
      await calculator.getByLabel(t.years).fill('20');
      await calculator.getByLabel(t.rate).selectOption('0');
      const rate = rates.rates[0].profit_rate as number;
      const expected = calculateFinancing({
        price: 1_200_000,
        downPayment: 240_000,
        years: 20,
        annualRatePercent: rate,
        feesPercent: 0,
      });
      const installment = calculator.getByTestId('calculator-installment');
      await expect
        .poll(async () => amountOf(await installment.innerText()))
        .toBe(expected.monthlyInstallment);
      expect(amountOf(await calculator.getByTestId('calculator-loan').innerText())).toBe(960_000);
      expect(amountOf(await calculator.getByTestId('calculator-total-cost').innerText())).toBe(
        expected.totalCost,
      );
      expect(amountOf(await calculator.getByTestId('calculator-total-profit').innerText())).toBe(
        expected.totalProfit,
      );

      await calculator.getByLabel(t.addFees).check();
      const withFees = calculateFinancing({
        price: 1_200_000,
        downPayment: 240_000,
        years: 20,
        annualRatePercent: rate,
        feesPercent: 4.8,
      });
      await expect
        .poll(async () => amountOf(await calculator.getByTestId('calculator-loan').innerText()))
        .toBe(withFees.loanAmount);
      expect(withFees.loanAmount).toBe(1_017_600);

      await calculator.getByLabel(t.income).fill('20000');
      await expect(calculator.getByTestId('affordability-max-loan')).toHaveText(/\d/);
      await axe();
    });
  });
}

test.describe('the map on a phone', () => {
  test.use({
    locale: BROWSER_LOCALE.ar,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 412, height: 823 },
  });

  test('one finger scrolls the page, beside the map and on it; two fingers pinch-zoom and pan the map', async ({
    page,
  }) => {
    await page.goto('/properties?view=map');
    const map = page.getByTestId('property-map');
    await expect(map.getByRole('link').first()).toBeVisible();
    const area = map.getByRole('region');
    const cdp = await page.context().newCDPSession(page);
    const scrollY = () => page.evaluate(() => window.scrollY);
    type Finger = { x: number; y: number; id: number };
    /** Touches through Chromium's input pipeline (touch-action and scrolling apply), `steps` moves. */
    const gesture = async (at: (step: number) => Finger[], steps = 12) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
      for (let step = 1; step <= steps; step += 1)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    /** The centre of the part of the map in view (the map is taller than what is left below the list's controls). */
    const centre = async () => {
      const box = await area.boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) throw new Error('the map has no box');
      const top = Math.max(box.y, 0);
      const bottom = Math.min(box.y + box.height, viewport.height);
      return { x: box.x + box.width / 2, y: (top + bottom) / 2 };
    };

    // Beside the map (the results heading above it), a swipe up scrolls the page.
    const heading = await page.locator('#results-heading').boundingBox();
    if (!heading) throw new Error('no results heading');
    const start = { x: heading.x + heading.width / 2, y: heading.y + heading.height / 2 };
    await gesture((step) => [{ x: start.x, y: start.y - step * 10, id: 1 }]);
    await expect.poll(scrollY).toBeGreaterThan(0);

    // On the map, one finger scrolls the page too, and the map says how to move it.
    const zoom = Number(await map.getAttribute('data-zoom'));
    const before = await scrollY();
    const middle = await centre();
    // From the map's middle (its lower part may sit under the page's fixed bottom corner widgets).
    await gesture((step) => [{ x: middle.x, y: middle.y + 40 - step * 10, id: 1 }]);
    await expect.poll(scrollY).toBeGreaterThan(before);
    await expect(area).toHaveAttribute('data-gesture-hint', 'استخدم إصبعين لتحريك الخريطة');
    await expect(map).toHaveAttribute('data-zoom', String(zoom));

    // Two fingers spreading apart zoom in; moving together they pan the map, not the page.
    const at = await centre();
    const pair = (spread: number, dy = 0) => [
      { x: at.x - spread, y: at.y + dy, id: 1 },
      { x: at.x + spread, y: at.y + dy, id: 2 },
    ];
    await gesture((step) => pair(20 + step * 8));
    await expect
      .poll(async () => Number(await map.getAttribute('data-zoom')))
      .toBeGreaterThan(zoom);

    await page.getByLabel('ابحث عند تحريك الخريطة').check();
    await expect(page).toHaveURL(/bbox=/);
    const bbox = new URL(page.url()).searchParams.get('bbox');
    // The list answers the new area first: the page settles, then the pan starts where the map is now.
    await apiIdle(page);
    const now = await centre();
    const panPair = (dy: number) => [
      { x: now.x - 40, y: now.y + dy, id: 1 },
      { x: now.x + 40, y: now.y + dy, id: 2 },
    ];
    const still = await scrollY();
    await gesture((step) => panPair(step * 8));
    await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBe(bbox);
    expect(await scrollY()).toBe(still);
  });
});
