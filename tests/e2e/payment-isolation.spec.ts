// The payment pages never share a document with a third-party script, in both languages, under the
// production policy. A chat widget is configured (its script held back by the journey, so it is
// added but not loaded yet); the customer then moves to the checkout inside the app: by its link, or
// in another letter case through sign-in's `from`. The checkout opens as a full page load at its
// own spelling, the widget's script never runs there, and the card fields appear. And a journey
// fails on any Content-Security-Policy violation (tests/e2e/fixtures.ts).
import type { Page, Route } from '@playwright/test';
import { appReady, DEMO_CUSTOMER, expect, LOCALES, localized, test, type Locale } from './fixtures';
import { TEXT } from './auth-support';
import { cardFrame } from './payment-support';

const UNIT = 501;
const WIDGET_SCRIPT = '/journey-chat-widget.js';
const WIDGET = {
  enabled: true,
  provider: 'generic',
  script_url: WIDGET_SCRIPT,
  app_id: 'journey',
};
/** The widget's script: it tells the journey it ran (and where), and provides the widget. */
const WIDGET_CODE = `window.widgetRanAt = location.pathname;
window.ChatWidget = { boot() {}, update() {}, shutdown() {} };`;

const STRINGS = {
  ar: { reserve: /^احجز/, reserveNow: 'احجز الآن', card: 'رقم البطاقة' },
  en: { reserve: /^Reserve/, reserveNow: 'Reserve now', card: 'Card number' },
} as const;

/**
 * Configures the chat widget on every page (the page's own data, and web-app-config if asked again)
 * and holds its script back: it is requested, never answered until `release`.
 */
async function withHeldChatWidget(page: Page) {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === WIDGET_SCRIPT,
    (route) => void held.push(route),
  );
  await page.route('**/customer/api/v1/web-app-config', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({
      response: answer,
      json: { ...(await answer.json()), chat_widget: WIDGET },
    });
  });
  // The server renders each page with web-app-config in its state: the widget is configured there.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const answer = await route.fetch({ maxRedirects: 0 });
    const body = (await answer.text()).replace(
      '"chat_widget":{"enabled":false}',
      `"chat_widget":${JSON.stringify(WIDGET)}`,
    );
    await route.fulfill({ response: answer, body });
  });
  return {
    requested: () => held.length,
    /** Answers the held requests: a document that still waits for the script runs it. */
    release: async () => {
      for (const route of held.splice(0))
        await route
          .fulfill({ contentType: 'text/javascript', body: WIDGET_CODE })
          .catch(() => undefined);
    },
  };
}

/** Marks the document: gone once a full page load replaced it. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { journeyDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'journeyDocument' in window);

/**
 * The checkout, with the card fields: the widget's script, answered now, ran nowhere; it is a new
 * document (a full page load), at the route's own spelling.
 */
async function expectCheckoutWithoutWidget(
  page: Page,
  locale: Locale,
  widget: Awaited<ReturnType<typeof withHeldChatWidget>>,
) {
  const s = STRINGS[locale];
  await expect(page.getByRole('button', { name: s.reserveNow })).toBeVisible();
  await appReady(page);
  // What was asked for arrives now: a document that still waits for it runs it.
  await widget.release();
  await page.getByRole('button', { name: s.reserveNow }).click();
  await expect(cardFrame(page).getByLabel(s.card, { exact: true })).toBeVisible();
  await widget.release();
  const ranAt = await page.evaluate(() => (window as { widgetRanAt?: string }).widgetRanAt);
  expect(ranAt, 'the widget’s script ran beside the card fields').toBeUndefined();
  expect(await page.evaluate(() => 'ChatWidget' in window)).toBe(false);
  expect(await page.locator('script[data-chat-widget]').count()).toBe(0);
  expect(await sameDocument(page), 'the checkout opened in the same document').toBe(false);
  await expect(page).toHaveURL(
    new RegExp(`${localized(locale, `/reservation-checkout/${UNIT}`)}$`),
  );
}

for (const locale of LOCALES) {
  test.describe(`the checkout shares no document with a chat widget (${locale})`, () => {
    test('after the widget’s script was added, the checkout’s link is a full page load', async ({
      page,
      signIn,
    }) => {
      await signIn();
      const widget = await withHeldChatWidget(page);
      await page.goto(localized(locale, `/units/${UNIT}`));
      await expect.poll(widget.requested).toBe(1);
      await expect(page.locator('script[data-chat-widget]')).toHaveCount(1);
      await markDocument(page);
      await page
        .getByTestId('price-box')
        .getByRole('link', { name: STRINGS[locale].reserve })
        .click();
      await expectCheckoutWithoutWidget(page, locale, widget);
    });

    test('sign-in’s `from` naming the checkout in another letter case opens it afresh, at its own spelling', async ({
      page,
    }) => {
      const t = TEXT[locale];
      const widget = await withHeldChatWidget(page);
      const from = localized(locale, `/Reservation-Checkout/${UNIT}`);
      await page.goto(`${localized(locale, '/sign-in')}?from=${encodeURIComponent(from)}`);
      await expect.poll(widget.requested).toBe(1);
      await markDocument(page);
      await page.getByRole('textbox', { name: t.login }).fill(DEMO_CUSTOMER.nationalId);
      await page.getByRole('button', { name: t.sendCode }).click();
      await page.getByRole('textbox', { name: t.code }).pressSequentially(DEMO_CUSTOMER.otp);
      await page.getByRole('button', { name: t.verify }).click();
      await expectCheckoutWithoutWidget(page, locale, widget);
    });
  });
}

// The policy's guard is itself checked: a journey whose page breaks the policy fails.
test.describe('a Content-Security-Policy violation fails the journey', () => {
  /** Runs `attack` in the page and waits until the policy refused it. */
  async function refused(page: Page, attack: () => void) {
    type Watched = { refused?: Promise<void> };
    await page.goto(localized('en', '/faq'));
    await page.evaluate(() => {
      (window as Watched).refused = new Promise<void>((done) =>
        document.addEventListener('securitypolicyviolation', () => done(), { once: true }),
      );
    });
    await page.evaluate(attack);
    await page.evaluate(() => (window as Watched).refused);
  }

  test('another origin’s picture', async ({ page }) => {
    test.fail();
    await refused(page, () => {
      const image = document.createElement('img');
      image.src = 'https://evil.example/pixel.png';
      document.body.append(image);
    });
  });

  test('an inline event handler on the page', async ({ page }) => {
    test.fail();
    await refused(page, () =>
      document.body.insertAdjacentHTML('beforeend', '<img src="/gone.png" onerror="window.x = 1">'),
    );
  });
});
