import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureError, captureErrors, resetCapture, takeCapturedErrors } from './capture';
import {
  ERRORS_PATH,
  startReporting,
  VITALS_PATH,
  type ReporterOptions,
  type VitalsApi,
} from './reporter';

type Sent = { path: string; body: Record<string, unknown>; bytes: number };

let sent: Sent[] = [];
let running: { stop: () => void } | undefined;
let visibility: DocumentVisibilityState = 'visible';

function routeOf(path: string) {
  const language = path.startsWith('/en') ? ('en' as const) : ('ar' as const);
  const bare = path.replace(/^\/en(?=\/|$)/, '') || '/';
  return { route: /^\/units\/\d+$/.test(bare) ? '/units/:id' : bare, language };
}

function start(overrides: Partial<ReporterOptions> = {}) {
  running = startReporting({
    release: 'test-release',
    browser: 'Chrome 131',
    routeOf,
    send: (path, body) => {
      sent.push({ path, body: JSON.parse(body), bytes: new TextEncoder().encode(body).length });
      return true;
    },
    window,
    takeCapturedErrors,
    errorsDelayMs: 50,
    ...overrides,
  });
}

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorsSent = () => sent.filter((each) => each.path === ERRORS_PATH);
const reportsSent = () =>
  errorsSent().flatMap((each) => each.body.reports as Array<Record<string, unknown>>);

/** A fake `web-vitals/attribution`: the test reports each metric itself. */
function fakeVitals() {
  const callbacks: Partial<Record<keyof VitalsApi, (metric: unknown) => void>> = {};
  const api = Object.fromEntries(
    (['onLCP', 'onINP', 'onCLS', 'onTTFB', 'onFCP'] as const).map((name) => [
      name,
      (report: (metric: unknown) => void) => void (callbacks[name] = report),
    ]),
  ) as unknown as VitalsApi;
  return { callbacks, load: vi.fn(() => Promise.resolve(api)) };
}

function vitalsOptions(load: () => Promise<VitalsApi>, allowed = () => true) {
  return {
    sampleRate: 1,
    random: () => 0.5,
    landingPath: '/en/units/1036',
    analyticsAllowed: allowed,
    loadVitals: load,
    connection: '4g' as const,
    device: 'phone' as const,
  };
}

beforeEach(() => {
  sent = [];
  visibility = 'visible';
  resetCapture();
  window.history.replaceState(null, '', '/units/1036?from=0501234567');
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  running?.stop();
  running = undefined;
  vi.restoreAllMocks();
});

describe('error reports', () => {
  it('sends nothing until the reporter starts (the page is shown), then what was caught before', async () => {
    captureError('error', new TypeError('early failure'));
    await wait(100);
    expect(sent).toEqual([]);
    start();
    await wait(100);
    expect(reportsSent()).toMatchObject([
      { kind: 'error', message: 'TypeError: early failure', count: 1 },
    ]);
  });

  it('sends the route pattern, never the address, with the release, language and browser', async () => {
    start();
    captureError('boundary', new Error('render failed for 0501234567'));
    await wait(100);
    const [batch] = errorsSent();
    expect(batch!.body).toMatchObject({
      release: 'test-release',
      route: '/units/:id',
      language: 'ar',
      browser: 'Chrome 131',
    });
    expect(JSON.stringify(batch!.body)).not.toContain('1036');
    expect(JSON.stringify(batch!.body)).not.toContain('0501234567');
  });

  it('scrubs every message and stack before it is sent', async () => {
    start();
    const error = new Error('no customer mohammed@example.com with ID 1012345678');
    error.stack = `Error: x\n    at https://www.example.com/account/reservations/77?token=abcdef123456:1:2`;
    captureError('unhandledrejection', error);
    await wait(100);
    const text = JSON.stringify(reportsSent());
    for (const value of ['mohammed@example.com', '1012345678', 'abcdef123456', '/77'])
      expect(text).not.toContain(value);
  });

  it('deduplicates: the same error three times is one report with its count', async () => {
    start();
    for (let time = 0; time < 3; time += 1) captureError('error', new Error('same failure'));
    await wait(100);
    expect(reportsSent()).toMatchObject([{ message: 'Error: same failure', count: 3 }]);
    captureError('error', new Error('same failure'));
    hide();
    expect(reportsSent()).toMatchObject([{ count: 3 }, { count: 1 }]);
  });

  it('sends at most 10 reports a page visit', async () => {
    start();
    for (let index = 0; index < 15; index += 1)
      captureError('error', new Error(`failure ${'x'.repeat(index)}`));
    await wait(100);
    captureError('error', new Error('one more'));
    hide();
    expect(reportsSent()).toHaveLength(10);
  });

  it('sends what is waiting at once when the page is hidden', async () => {
    start({ errorsDelayMs: 60_000 });
    captureError('chunk', new TypeError('Failed to fetch dynamically imported module'));
    expect(sent).toEqual([]);
    hide();
    expect(reportsSent()).toMatchObject([{ kind: 'chunk' }]);
  });

  it('keeps every beacon under 16 KiB', async () => {
    start();
    for (let index = 0; index < 10; index += 1) {
      const error = new Error(`long ${'abcdefghij'[index]} ${'m'.repeat(600)}`);
      error.stack = `Error\n${'    at f (https://www.example.com/assets/a.js:1:2)\n'.repeat(120)}`;
      captureError('error', error);
    }
    await wait(100);
    expect(reportsSent()).toHaveLength(10);
    for (const each of errorsSent()) expect(each.bytes).toBeLessThanOrEqual(16 * 1024);
    for (const report of reportsSent()) {
      expect(String(report.message).length).toBeLessThanOrEqual(500);
      expect(String(report.stack).length).toBeLessThanOrEqual(4000);
    }
  });

  it('reports a CSP violation as the policy blocked it, its source file a route pattern', async () => {
    captureErrors(window);
    start();
    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), {
        effectiveDirective: 'script-src-elem',
        blockedURI: 'inline',
        sourceFile: 'https://www.example.com/units/1036?phone=0501234567',
        lineNumber: 12,
        columnNumber: 4,
      }),
    );
    await wait(100);
    expect(reportsSent()).toEqual([
      {
        kind: 'csp',
        message: 'Content-Security-Policy: script-src-elem blocked inline',
        stack: '    at https://www.example.com/units/:id:12:4',
        count: 1,
      },
    ]);
  });
});

describe('field data', () => {
  it('is not measured in a page load outside the sample', async () => {
    const vitals = fakeVitals();
    start({ vitals: { ...vitalsOptions(vitals.load), sampleRate: 0.1, random: () => 0.5 } });
    await wait(10);
    hide();
    expect(vitals.load).not.toHaveBeenCalled();
    expect(sent.filter((each) => each.path === VITALS_PATH)).toEqual([]);
  });

  it('batches the metrics and sends them with one beacon when the page is hidden', async () => {
    const vitals = fakeVitals();
    start({ vitals: vitalsOptions(vitals.load) });
    await vi.waitFor(() => expect(vitals.callbacks.onLCP).toBeDefined());
    vitals.callbacks.onTTFB!({
      name: 'TTFB',
      value: 210.4,
      rating: 'good',
      navigationType: 'navigate',
      attribution: {},
    });
    vitals.callbacks.onLCP!({
      name: 'LCP',
      value: 1840.256,
      rating: 'good',
      navigationType: 'navigate',
      attribution: { target: 'main>img.hero' },
    });
    vitals.callbacks.onCLS!({
      name: 'CLS',
      value: 0.0213,
      rating: 'good',
      navigationType: 'navigate',
      attribution: { largestShiftTarget: 'main>div.price' },
    });
    vitals.callbacks.onINP!({
      name: 'INP',
      value: 96,
      rating: 'good',
      navigationType: 'navigate',
      attribution: { interactionTarget: 'button#reserve' },
    });
    expect(sent).toEqual([]);
    hide();
    const beacons = sent.filter((each) => each.path === VITALS_PATH);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.body).toEqual({
      release: 'test-release',
      route: '/units/:id',
      language: 'en',
      connection: '4g',
      device: 'phone',
      metrics: [
        { name: 'TTFB', value: 210.4, rating: 'good', navigation_type: 'navigate' },
        {
          name: 'LCP',
          value: 1840.26,
          rating: 'good',
          navigation_type: 'navigate',
          target: 'main>img.hero',
        },
        {
          name: 'CLS',
          value: 0.0213,
          rating: 'good',
          navigation_type: 'navigate',
          target: 'main>div.price',
        },
        {
          name: 'INP',
          value: 96,
          rating: 'good',
          navigation_type: 'navigate',
          target: 'button#reserve',
        },
      ],
    });
    hide();
    expect(sent.filter((each) => each.path === VITALS_PATH)).toHaveLength(1);
  });

  it('sends none once the customer has withdrawn the analytics consent; errors still go', async () => {
    const vitals = fakeVitals();
    let allowed = true;
    start({ vitals: vitalsOptions(vitals.load, () => allowed) });
    await vi.waitFor(() => expect(vitals.callbacks.onLCP).toBeDefined());
    vitals.callbacks.onLCP!({
      name: 'LCP',
      value: 900,
      rating: 'good',
      navigationType: 'navigate',
      attribution: {},
    });
    allowed = false;
    captureError('error', new Error('still reported'));
    hide();
    expect(sent.filter((each) => each.path === VITALS_PATH)).toEqual([]);
    expect(reportsSent()).toMatchObject([{ message: 'Error: still reported' }]);
  });

  it('does not even load the measuring code for a customer who withdrew it', async () => {
    const vitals = fakeVitals();
    start({ vitals: vitalsOptions(vitals.load, () => false) });
    await wait(10);
    expect(vitals.load).not.toHaveBeenCalled();
  });
});
