// Safe updates against the built app: a newer build in builds/latest.json turns the next navigation
// into a full page load; the redirects of the running build's manifest are applied by the router.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Marked = Window & { sameDocument?: boolean };

const runningBuildId = (page: Page) =>
  page
    .locator('meta[name="build-id"]')
    .getAttribute('content')
    .then((id) => id ?? '');

/** How often the app polls the build manifest (the mock's web-app-config), in ms. */
const POLL_MS = 300_000;

/** Answers builds/latest.json with the running build until `deploy()` names a newer one. */
async function serveLatest(page: Page) {
  let deployed: string | null = null;
  let polls = 0;
  await page.route('**/builds/latest.json', async (route) => {
    polls += 1;
    const buildId = deployed ?? (await runningBuildId(page));
    await route.fulfill({
      json: { buildId, time: new Date().toISOString() },
      headers: { 'cache-control': 'no-store' },
    });
  });
  return {
    deploy: (buildId: string) => {
      deployed = buildId;
    },
    polls: () => polls,
  };
}

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Marked).sameDocument = true;
  });
}

const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as Marked).sameDocument === true);

for (const { locale, start, target } of [
  { locale: 'en', start: '/en/faq', target: '/en/who-we-are' },
  { locale: 'ar', start: '/faq', target: '/who-we-are' },
]) {
  test(`a newer build is picked up on the next navigation (${locale})`, async ({ page }) => {
    await page.clock.install();
    const latest = await serveLatest(page);
    await page.goto(start);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const link = page.locator(`footer a[href="${target}"]`).first();
    await expect(link).toBeVisible();
    await markDocument(page);

    // Same build: a client-side route change keeps the document.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    expect(await stillSameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${start}$`));
    expect(await stillSameDocument(page)).toBe(true);

    // A newer build is deployed: the poll sees it, and the next navigation loads the page in full.
    latest.deploy('29991231T000000Z-newer');
    const polled = latest.polls();
    // Two polls later, the app has had the first answer naming the newer build for a while.
    // The next poll's timer starts when the previous answer arrives, which on a busy machine can be
    // after a fast-forward: the clock moves on until the app has polled, not once.
    for (const count of [polled + 1, polled + 2]) {
      await expect
        .poll(async () => {
          if (latest.polls() < count) await page.clock.fastForward(POLL_MS);
          return latest.polls();
        })
        .toBeGreaterThanOrEqual(count);
    }
    const documentLoad = page.waitForRequest((request) => request.isNavigationRequest());
    await link.click();
    expect(new URL((await documentLoad).url()).pathname).toBe(target);
    await page.waitForLoadState('load');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect.poll(() => stillSameDocument(page)).toBe(false);
  });
}

test('the redirects of the running build are applied in both languages', async ({ page }) => {
  await page.route('**/builds/meta/*.json', async (route) => {
    const buildId = decodeURIComponent(
      new URL(route.request().url()).pathname.split('/').pop() ?? '',
    ).replace(/\.json$/, '');
    await route.fulfill({
      json: {
        buildId,
        time: new Date().toISOString(),
        redirects: [{ from: '/questions', to: '/faq' }],
      },
    });
  });
  await page.goto('/en/questions?topic=loans');
  await expect(page).toHaveURL(/\/en\/faq\?topic=loans$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/questions');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('the redirects written into the build manifest are applied', async ({ page }) => {
  await page.goto('/en/about');
  await expect(page).toHaveURL(/\/en\/who-we-are$/);
  await page.goto('/property/1');
  await expect(page).toHaveURL(/\/properties\/1$/);
});
