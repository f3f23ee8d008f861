// Shared Playwright fixtures for every journey: axe, the mock scenario cookie and signing in as the
// demo customer through the API. Use `import { test, expect } from './fixtures'`.
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { Scenario } from '../../mocks/scenarios';

export { expect };
export type Locale = 'ar' | 'en';
export const LOCALES: readonly Locale[] = ['ar', 'en'];
export const DIRECTION: Record<Locale, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr' };
/**
 * A browser language per site language, for `test.use({ locale: BROWSER_LOCALE[locale] })`: a visit to
 * `/` from a browser in English goes to /en (Playwright's default browser language is en-US).
 */
export const BROWSER_LOCALE: Record<Locale, string> = { ar: 'ar-SA', en: 'en-US' };

/** The seeded demo customer of the mock backend. */
export const DEMO_CUSTOMER = {
  nationalId: '1000000008',
  mobile: '0500000001',
  otp: '123456',
} as const;

/** A bare path in a language: `localized('en', '/projects')` is `/en/projects`, `localized('en', '/')` is `/en`. */
export function localized(locale: Locale, path: string): string {
  if (locale === 'ar') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

const API = '/customer/api/v1';

async function csrfToken(context: BrowserContext, request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${API}/check-authenticated`);
  expect(answer.ok(), 'check-authenticated').toBe(true);
  const cookie = (await context.cookies()).find((item) => item.name === 'csrftoken');
  if (!cookie) throw new Error('check-authenticated did not set the csrftoken cookie');
  return cookie.value;
}

/**
 * Signs the browser context in through the API (the session cookies land in the context's cookie jar):
 * POST sign-in {login}, then sign-in/otp {sid, otp}, echoing the csrftoken cookie in X-CSRFTOKEN.
 */
export async function signInThroughApi(
  context: BrowserContext,
  login: string = DEMO_CUSTOMER.nationalId,
) {
  const request = context.request;
  const headers = { 'X-CSRFTOKEN': await csrfToken(context, request), Accept: 'application/json' };
  const started = await request.post(`${API}/sign-in`, { data: { login }, headers });
  expect(started.ok(), `sign-in: ${await started.text()}`).toBe(true);
  const { sid } = (await started.json()) as { sid: string };
  const verified = await request.post(`${API}/sign-in/otp`, {
    data: { sid, otp: DEMO_CUSTOMER.otp },
    headers,
  });
  expect(verified.ok(), `sign-in/otp: ${await verified.text()}`).toBe(true);
  return (await verified.json()) as { authenticated: boolean; profile: { full_name?: string } };
}

/** Switches mock scenarios on for every later request of the context (the `mock_scenario` cookie). */
export async function setScenario(context: BrowserContext, ...scenarios: Scenario[]) {
  const url = String(test.info().project.use.baseURL);
  if (scenarios.length === 0) {
    await context.clearCookies({ name: 'mock_scenario' });
    return;
  }
  await context.addCookies([{ name: 'mock_scenario', value: scenarios.join(','), url }]);
}

/** Runs axe (every rule: WCAG A and AA and best practices) on the page, or on `include`; fails with a readable list. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const readable = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(readable, 'axe violations').toEqual([]);
}

/** `<html lang dir>` of a language. */
export async function expectDocumentLanguage(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[locale]);
}

type Fixtures = {
  /** `await axe()` checks the whole page; `await axe('#main')` a part of it. */
  axe: (include?: string) => Promise<void>;
  /** Signs this test's browser context in as the demo customer (or `login`). */
  signIn: (login?: string) => Promise<void>;
  /** Switches mock scenarios on (none: off) for this test's context. */
  scenario: (...scenarios: Scenario[]) => Promise<void>;
  /**
   * Ask for it (`async ({ page, failOnDialog }) => ...`) to fail the test when a page script opens a
   * dialog (alert, confirm, prompt): an XSS check. Dialogs are dismissed.
   */
  failOnDialog: void;
  /** Route handlers still in flight when a test ends (the app polls) are dropped, not reported. */
  dropRoutesAtEnd: void;
};

/**
 * A journey starts once the app runs. A page prerendered at build time (scripts/prerender.mjs) shows an
 * inert copy of its first screen until the app takes its place: a journey waits for that after loading
 * a page, as it waits for a page to load.
 */
async function appStarted(page: Page) {
  await page.waitForFunction(() => !document.getElementById('prerendered'));
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appStarted(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appStarted(page);
      return response;
    };
    await use(page);
  },
  axe: async ({ page }, use) => {
    await use((include) => expectNoAxeViolations(page, include));
  },
  signIn: async ({ context }, use) => {
    await use(async (login) => {
      await signInThroughApi(context, login);
    });
  },
  scenario: async ({ context }, use) => {
    await use((...scenarios) => setScenario(context, ...scenarios));
  },
  failOnDialog: [
    async ({ page }, use) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use();
      expect(dialogs, 'no page script may open a dialog').toEqual([]);
    },
    { auto: false },
  ],
  dropRoutesAtEnd: [
    async ({ page }, use) => {
      await use();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
    { auto: true },
  ],
});
