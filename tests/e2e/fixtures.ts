// Shared Playwright fixtures for every journey: a mock data namespace per test, the app's ready signal
// after each load, axe, the mock scenario cookie and the demo customer's session (signed in once per
// worker). Use `import { test, expect } from './fixtures'`.
import axeCore from 'axe-core';
import { createHash } from 'node:crypto';
import { test as base, expect, type BrowserContext, type Frame, type Page } from '@playwright/test';
import type { Scenario } from '../../mocks/scenarios';
import { FIX_BIDI_INSERT_TEXT } from './bidi-insert-text';
import {
  appReady,
  demoSessionCookies,
  signInThroughApi,
  useNamespace,
  DEMO_CUSTOMER,
} from './mock-support';

export { expect, DEMO_CUSTOMER };
export { advanceClock, apiIdle, appReady, mockStats, passTime, startOutage } from './mock-support';
export type Locale = 'ar' | 'en';
export const LOCALES: readonly Locale[] = ['ar', 'en'];
export const DIRECTION: Record<Locale, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr' };
/**
 * A browser language per site language, for `test.use({ locale: BROWSER_LOCALE[locale] })`: a visit to
 * `/` from a browser in English goes to /en (Playwright's default browser language is en-US).
 */
export const BROWSER_LOCALE: Record<Locale, string> = { ar: 'ar-SA', en: 'en-US' };

/** A bare path in a language: `localized('en', '/projects')` is `/en/projects`, `localized('en', '/')` is `/en`. */
export function localized(locale: Locale, path: string): string {
  if (locale === 'ar') return path;
  return path === '/' ? '/en' : `/en${path}`;
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

type WithAxe = { axe?: typeof axeCore };
/** The longest a frame may take to take axe in (a frame that is going away never does). */
const AXE_INJECT_MS = 1000;

/**
 * Puts axe into a frame's document once: a page checked at several states keeps it (axe's own
 * Playwright runner puts its 550 kB script in again at every check, twice in the page).
 */
async function injectAxe(frame: Frame) {
  const inject = async () => {
    if (await frame.evaluate(() => typeof (window as WithAxe).axe?.run === 'function')) return;
    await frame.evaluate(axeCore.source);
    // The page's axe asks only same-origin frames for their results (the provider's card fields are not ours).
    await frame.evaluate(() =>
      (window as WithAxe).axe!.configure({ allowedOrigins: ['<same_origin>'] }),
    );
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, AXE_INJECT_MS)));
  await Promise.race([inject(), timeout])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}

/**
 * Runs axe (every rule enabled by default: WCAG A and AA and best practices) on the page, or on
 * `include`, in the page itself (the app has no frames of its own); fails with a readable list. Only
 * violations are collected, and only their lines cross back from the page.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  for (const frame of page.frames()) await injectAxe(frame);
  const readable = await page.evaluate(async (include) => {
    const { violations } = await (window as WithAxe).axe!.run(
      include ? { include: [include] } : document,
      { resultTypes: ['violations'] },
    );
    return violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, include);
  expect(readable, 'axe violations').toEqual([]);
}

/**
 * Collects the messages the page showed before they were loaded (react-intl's MISSING_TRANSLATION,
 * logged by src/i18n/locale-provider.tsx): in their place the visitor saw their ids.
 */
export function missingMessages(page: Page): () => string[] {
  const missing = new Set<string>();
  page.on('console', (message) => {
    const id = /^\[@formatjs\/intl Error MISSING_TRANSLATION\] Missing message: "([^"]+)"/.exec(
      message.text(),
    )?.[1];
    if (id) missing.add(id);
  });
  return () => [...missing];
}

/** `<html lang dir>` of a language. */
export async function expectDocumentLanguage(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[locale]);
}

type Fixtures = {
  /** This test's data namespace of the mock: its own seed, clock and counters. */
  namespace: string;
  /** `await axe()` checks the whole page; `await axe('#main')` a part of it. */
  axe: (include?: string) => Promise<void>;
  /**
   * Signs this test's browser context in as the demo customer with the worker's session; `fresh`
   * signs in anew (for a test that ends or renews the session, which would end it for the others).
   */
  signIn: (options?: { fresh?: boolean }) => Promise<void>;
  /** Switches mock scenarios on (none: off) for this test's context. */
  scenario: (...scenarios: Scenario[]) => Promise<void>;
  /**
   * Ask for it (`async ({ page, failOnDialog }) => ...`) to fail the test when a page script opens a
   * dialog (alert, confirm, prompt): an XSS check. Dialogs are dismissed.
   */
  failOnDialog: void;
  /** Route handlers still in flight when a test ends (the app polls) are dropped, not reported. */
  dropRoutesAtEnd: void;
  /** Every journey fails on a hydration warning or error: the browser renders what the server did. */
  hydrationClean: void;
  /**
   * Every journey runs under the production policy (scripts/serve.mjs sends it) and fails on any
   * Content-Security-Policy violation, in the page or a frame: what the policy refused is what
   * production would refuse.
   */
  cspClean: void;
};
/**
 * React's words for a page that did not hydrate as the server rendered it (and, in production
 * builds, the numbers of those errors: 418, 423, 425).
 */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|423|425)\b/i;
/** Chromium's words for what a policy refused (its console), and what the page's listener reports. */
const CSP_VIOLATION = /Content Security Policy|Refused to|^\[csp\]/;
/**
 * An inline event handler is judged by the page's listener, which knows where it was: on an element
 * of the page (a violation), or on no element of it (`(detached)`). The latter is the app working:
 * the notification sanitizer and the data copy parse the mock's hostile bodies
 * (mocks/db/notifications.ts: `<img onerror>`) in an inert document to take the handlers out or read
 * the text, and Chromium reports a handler it parsed even there, although nothing runs.
 */
const HANDLER_ON_CONSOLE = /^Executing inline event handler/;
const HANDLER_PARSED_ONLY = /^\[csp\] script-src-attr .*\(detached\)$/;
/**
 * Firefox names code run by an `eval` "<file> line N > eval": the app's policy allows no eval, so only
 * the driver's own scripts (Playwright's over WebDriver BiDi) have such a source.
 */
const DRIVER_EVAL =
  /^\[csp\] .*(?: |%20)line(?: |%20)\d+(?: |%20)(?:>|%3E)(?: |%20)eval \(detached\)$/;
/**
 * Firefox asks for `/favicon.ico` itself for a page that names no icon, and reports the request
 * against that page's policy: the provider's 3-D Secure page (mocks/handlers/three-ds.ts,
 * `default-src 'none'`, no icon) refuses it. The browser's request, not the page's.
 */
const BROWSER_FAVICON = /^\[csp\] img-src https?:\/\/[^/\s]+\/favicon\.ico resource \(detached\)$/;

/** Namespaces of a run are its own, also on a mock server that outlives it (reuseExistingServer). */
const RUN = Math.random().toString(36).slice(2, 8);
type WorkerFixtures = { demoSession: Awaited<ReturnType<typeof demoSessionCookies>> };

/**
 * A journey starts once the app runs: after a load (goto, reload), the fixture waits for the app's
 * ready signal (the server's page hydrated and shown, no API call in flight), as it waits for the load.
 */
function waitForAppAfterLoads(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        await appReady(page);
        return response;
      },
    });
  }
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  demoSession: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const namespace = `${RUN}-sign-in-w${workerInfo.workerIndex}`;
      await use(await demoSessionCookies(baseURL, namespace));
    },
    { scope: 'worker' },
  ],
  namespace: [
    async ({ context, baseURL }, use, testInfo) => {
      const { testId, repeatEachIndex, retry, titlePath } = testInfo;
      const namespace = `${RUN}-${testId}-r${repeatEachIndex}-${retry}`;
      // The same seed for every run and repetition of the test: the same faults each time.
      const seed = createHash('sha1').update(titlePath.join(' › ')).digest('hex').slice(0, 16);
      await useNamespace(context, String(baseURL), namespace, seed);
      await use(namespace);
    },
    { auto: true },
  ],
  // Firefox (WebDriver BiDi): fills reach React as they do in Chromium (tests/e2e/bidi-insert-text.ts).
  context: async ({ context, browserName }, use) => {
    if (browserName === 'firefox') await context.addInitScript(FIX_BIDI_INSERT_TEXT);
    await use(context);
  },
  // API calls a test makes share the browser context's cookies: its namespace, scenario and session.
  request: async ({ context }, use) => {
    await use(context.request);
  },
  page: async ({ page }, use) => {
    waitForAppAfterLoads(page);
    await use(page);
  },
  // Axe checks the page's markup, the same in every engine: it runs in Chromium (its script, put in
  // by the driver, is refused over Firefox's WebDriver BiDi), the other engines walk the same journeys.
  axe: async ({ page, browserName }, use) => {
    await use((include) =>
      browserName === 'chromium' ? expectNoAxeViolations(page, include) : Promise.resolve(),
    );
  },
  signIn: async ({ context, demoSession }, use) => {
    await use(async (options) => {
      if (!options?.fresh) return context.addCookies(demoSession);
      const csrf = async () =>
        (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
      await signInThroughApi(context.request, csrf);
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
  hydrationClean: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const note = (text: string) => {
        if (HYDRATION_PROBLEM.test(text)) problems.push(text.slice(0, 500));
      };
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') note(message.text());
      });
      page.on('pageerror', (error) => note(error.message));
      await use();
      expect(problems, 'hydration warnings or errors').toEqual([]);
    },
    { auto: true },
  ],
  cspClean: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (!CSP_VIOLATION.test(text) || HANDLER_ON_CONSOLE.test(text)) return;
        if (HANDLER_PARSED_ONLY.test(text) || DRIVER_EVAL.test(text)) return;
        if (BROWSER_FAVICON.test(text)) return;
        violations.push(text.slice(0, 500));
      });
      // Also what the console may not say (a frame's violation), as the page's event reports it: on
      // the element that broke the policy, or on the document when no element of it did.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.target instanceof Element ? 'element' : 'detached';
          console.error(
            `[csp] ${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile ?? ''} (${where})`,
          );
        });
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  dropRoutesAtEnd: [
    async ({ page }, use) => {
      await use();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
    { auto: true },
  ],
});
