// The first pictures of a prerendered list, record page and checkout: the entry paints them into the
// prerendered loading state from the early call (src/lib/first-pictures.ts) while the app's code is
// still on its way; the app's own picture then takes their place at the same size and position.
import type { Page } from '@playwright/test';
import { expect, LOCALES, localized, test } from './fixtures';

/** Holds the app's code (the start chunk) back until `release` is called. */
async function holdAppCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

type Picture = { url: string };
type Box = { x: number; y: number; width: number; height: number } | null;
/** A box in whole pixels: a move under half a pixel (layout's rounding) is no move. */
const pixels = (box: Box) => box && Object.values(box).map(Math.round);
type Answer = {
  results?: { cover_image?: Picture }[];
  images?: Picture[];
  title?: string;
  name?: string;
};

const PHONE = { width: 412, height: 823 };
const PAGES = [
  { what: 'a list', path: '/properties', api: '/api/v1/properties/', signedIn: false },
  { what: 'a record page', path: '/units/501', api: '/api/v1/units/501/', signedIn: false },
  // On a phone its title takes two lines: the early title keeps the photo where the app shows it.
  {
    what: 'a record page on a phone',
    path: '/properties/1036',
    api: '/api/v1/properties/1036/',
    signedIn: false,
    viewport: PHONE,
  },
  {
    what: 'the checkout',
    path: '/reservation-checkout/501',
    api: '/api/v1/units/501/',
    signedIn: true,
  },
] as const;

for (const locale of LOCALES) {
  for (const entry of PAGES) {
    const { what, path, api, signedIn } = entry;
    test(`${what} (${locale}): its first picture is painted before the app's code runs, then kept in place`, async ({
      page,
      signIn,
    }) => {
      if (signedIn) await signIn();
      if ('viewport' in entry) await page.setViewportSize(entry.viewport);
      const release = await holdAppCode(page);
      const answered = page.waitForResponse(
        (answer) => new URL(answer.url()).pathname === api && answer.ok(),
      );
      const loaded = page.goto(localized(locale, path));
      const answer = (await (await answered).json()) as Answer;
      const src = (answer.results?.[0]?.cover_image ?? answer.images?.[0])?.url;
      expect(src).toMatch(/^\/media\//);

      const early = page.locator('#prerendered [data-first-picture="0"] > img');
      await expect(early).toHaveAttribute('src', src!);
      await expect(early).toHaveAttribute('fetchpriority', 'high');
      await expect(early).toHaveAttribute('alt', '');
      await expect(early).toHaveJSProperty('complete', true);
      await expect(page.locator('#root')).toBeHidden();
      // A record page's heading has the record's title already (the checkout keeps its own).
      if (path.includes('/properties/') || path.includes('/units/'))
        await expect(page.locator('#prerendered h1')).toHaveText(answer.title ?? answer.name ?? '');
      const where = pixels(await early.boundingBox());

      release();
      await loaded;
      await expect(page.locator('#prerendered')).toHaveCount(0);
      const shown = page.locator(`#root img[src="${src}"]`).first();
      await expect(shown).toBeVisible();
      expect(pixels(await shown.boundingBox())).toEqual(where);
    });
  }
}
