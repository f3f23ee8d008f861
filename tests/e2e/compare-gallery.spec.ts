// Deciding between homes (issue 30 §2 and §4), in both languages, on a phone and a laptop: three units
// compared from the list, the shortlist kept through a reload, the comparison's link opened in a fresh
// browser (rendered by the server, not indexed), its first column fixed on a 360 px phone, printed on
// one page; the full-screen gallery swiped in the reading direction, zoomed, closed with Back and
// Escape with focus back on the photo, then listed as recently viewed on the home page. The table's differences, the cap and the gallery's keys are
// component tests (src/entities/compare, src/features/catalogue/compare, .../gallery).
import type { Page } from '@playwright/test';
import {
  appReady,
  BROWSER_LOCALE,
  DIRECTION,
  expect,
  LOCALES,
  localized,
  test,
  type Locale,
} from './fixtures';
import { VIEWPORTS } from './phone-support';

const [, PHONE] = VIEWPORTS[0];
const [, LAPTOP] = VIEWPORTS[1];
const NARROW = { width: 360, height: 780 };

const TEXT = {
  ar: {
    compare: /^قارن /,
    open: 'عرض المقارنة (3)',
    caption: '3 منازل جنبًا إلى جنب',
    onlyDifferences: 'إخفاء الصفوف المتطابقة في كل المنازل',
    keep: 'احتفظ بهذه المقارنة على هذا الجهاز',
    kept: 'أصبحت هذه المنازل مقارنتك على هذا الجهاز.',
  },
  en: {
    compare: /^Compare /,
    open: 'See comparison (3)',
    caption: '3 homes side by side',
    onlyDifferences: 'Hide the rows where all homes are the same',
    keep: 'Keep this comparison on this device',
    kept: 'These homes are now your comparison on this device.',
  },
} as const satisfies Record<Locale, Record<string, string | RegExp>>;

type Point = { x: number; y: number };

/** Fingers on the touch screen: each step the points of every finger, then they lift. */
async function touch(page: Page, steps: Point[][]) {
  const cdp = await page.context().newCDPSession(page);
  const points = (step: Point[]) => step.map((point, id) => ({ ...point, id }));
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: points(steps[0]!),
  });
  for (const step of steps.slice(1))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The sideways positions of a table's first header cell and of its first home's cell. */
async function columnsX(page: Page) {
  const row = page.getByTestId('compare-table').locator('tbody tr').first();
  const name = await row.locator('th').boundingBox();
  const home = await row.locator('td').first().boundingBox();
  return { name: Math.round(name!.x), home: Math.round(home!.x) };
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test.describe(`compare and gallery (${locale})`, () => {
    test('compares three units, keeps them through a reload, shares the link', async ({
      page,
      browser,
      baseURL,
      request,
      axe,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(localized(locale, '/units'));
      const toggles = page.getByRole('button', { name: t.compare });
      for (const index of [0, 1, 2]) {
        await toggles.nth(index).click();
        await expect(toggles.nth(index)).toHaveAttribute('aria-pressed', 'true');
      }
      await page.getByRole('link', { name: t.open }).first().click();
      await expect(page).toHaveURL(/\/compare\?ids=u\d+,u\d+,u\d+$/);
      const address = page.url();
      const table = page.getByRole('table', { name: t.caption });
      await expect(table.getByRole('columnheader')).toHaveCount(3);

      // The shortlist is the device's: a reload, and the bare address, show the same three.
      await page.reload();
      await expect(table.getByRole('columnheader')).toHaveCount(3);
      await page.goto(localized(locale, '/compare'));
      await expect(page).toHaveURL(address);
      await expect(table.getByRole('columnheader')).toHaveCount(3);
      await axe('#main');

      // On a 360 px phone the row names stay while the homes scroll beside them.
      await page.setViewportSize(NARROW);
      const before = await columnsX(page);
      await page
        .getByRole('region', { name: t.caption })
        .evaluate((el, dir) => (el.scrollLeft = dir === 'rtl' ? -300 : 300), DIRECTION[locale]);
      const after = await columnsX(page);
      expect(after.name).toBe(before.name);
      expect(after.home).not.toBe(before.home);

      // On a laptop: on paper it is one page, every row; the rows that are all the same can be hidden.
      await page.setViewportSize(LAPTOP);
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page(?!s)/g), 'printed pages').toHaveLength(1);
      const rows = table.locator('tbody tr');
      const all = await rows.count();
      await page.getByRole('checkbox', { name: t.onlyDifferences }).check();
      await expect(rows).not.toHaveCount(all);
      expect(await table.locator('tbody tr:not([data-differs])').count()).toBe(0);

      // The link, in a browser that never saw the shortlist: the server renders the same table and
      // tells search engines to keep out.
      const html = await (await request.get(address)).text();
      expect(html.match(/data-column="unit-\d+"/g)).toHaveLength(3);
      expect(html).toContain('<meta name="robots" content="noindex">');
      const fresh = await browser.newContext({ baseURL, locale: BROWSER_LOCALE[locale] });
      try {
        const other = await fresh.newPage();
        await other.setViewportSize(PHONE);
        await other.goto(address);
        await appReady(other);
        await expect(
          other.getByRole('table', { name: t.caption }).getByRole('columnheader'),
        ).toHaveCount(3);
        await other.getByRole('button', { name: t.keep }).click();
        await expect(other.getByRole('status').filter({ hasText: t.kept })).toBeVisible();
        await expect(other.getByRole('button', { name: t.keep })).toBeHidden();
      } finally {
        await fresh.close();
      }
    });

    test.describe('on a touch screen', () => {
      test.use({ hasTouch: true });

      test('swipes the gallery in the reading direction, zooms, closes with Back and Escape', async ({
        page,
        axe,
      }) => {
        await page.setViewportSize(PHONE);
        await page.goto(localized(locale, '/units/501'));
        const photo = page.locator('[data-photo="1"]');
        await photo.tap();
        const viewer = page.getByTestId('gallery-viewer');
        const counter = page.getByTestId('gallery-counter');
        await expect(counter).toHaveText('2 / 4');
        await axe('[data-testid="gallery-viewer"]');

        // A finger from right to left: the next picture in English, the previous one in Arabic.
        const stage = viewer.locator('.stage');
        const box = (await stage.boundingBox())!;
        const y = box.y + box.height / 2;
        await touch(page, [
          [{ x: box.x + box.width * 0.8, y }],
          [{ x: box.x + box.width * 0.5, y }],
          [{ x: box.x + box.width * 0.2, y }],
        ]);
        await expect(counter).toHaveText(locale === 'ar' ? '1 / 4' : '3 / 4');

        // A double tap zooms in; two fingers apart zoom further.
        await stage.tap();
        await stage.tap();
        await expect(stage).toHaveAttribute('data-zoom', '2.5');
        const cx = box.x + box.width / 2;
        await touch(page, [
          [
            { x: cx - 30, y },
            { x: cx + 30, y },
          ],
          [
            { x: cx - 60, y },
            { x: cx + 60, y },
          ],
          [
            { x: cx - 90, y },
            { x: cx + 90, y },
          ],
        ]);
        await expect(stage).toHaveAttribute('data-zoom', '4');

        // Back closes it, on the same page, and the photo that opened it has the focus.
        await page.goBack();
        await expect(viewer).toBeHidden();
        await expect(page).toHaveURL(localized(locale, '/units/501'));
        await expect(photo).toBeFocused();

        // A laptop's keyboard: Enter opens, the arrow to the reading direction's end goes on,
        // Escape closes and gives the focus back.
        await page.setViewportSize(LAPTOP);
        await page.keyboard.press('Enter');
        await expect(counter).toHaveText('2 / 4');
        await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
        await expect(counter).toHaveText('3 / 4');
        await axe('[data-testid="gallery-viewer"]');
        await page.keyboard.press('Escape');
        await expect(viewer).toBeHidden();
        await expect(photo).toBeFocused();
        await expect(page).toHaveURL(localized(locale, '/units/501'));

        // The unit is the guest's first recently viewed listing on the home page.
        await page.goto(localized(locale, '/'));
        await expect(
          page.getByTestId('recently-viewed').locator('[data-viewed]').first(),
        ).toHaveAttribute('data-viewed', 'unit-501');
        await axe('[data-testid="recently-viewed"]');
      });
    });
  });
}
