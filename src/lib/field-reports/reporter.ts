// The page's reports (loaded once the first page is shown): its errors, deduplicated, limited and
// scrubbed, a few seconds after they happen or when the page is hidden; and, in a sample of page
// loads, the Core Web Vitals of the visit, sent when the page is hidden. Both with the route's
// pattern, never the address.
import type {
  ConnectionType,
  DeviceClass,
  ErrorReport,
  ErrorReports,
  ReportLanguage,
  VitalMetric,
  VitalsReport,
} from '@generated/model';
import { cspReport, fingerprintOf } from './error-report';
import { scrub } from './scrub';
import type { CapturedError, takeCapturedErrors } from './capture';

export const VITALS_PATH = '/customer/api/v1/telemetry/vitals';
export const ERRORS_PATH = '/customer/api/v1/telemetry/errors';
/** The contract's bounds: reports a page visit, characters of a message and a stack, bytes a body. */
export const MAX_REPORTS = 10;
const MAX_MESSAGE = 500;
const MAX_STACK = 4000;
const MAX_BODY_BYTES = 16 * 1024;
const MAX_VALUE = 600_000;

/** What `web-vitals/attribution` gives a callback, as far as the report reads it. */
type Metric = {
  name: VitalMetric['name'];
  value: number;
  rating: VitalMetric['rating'];
  navigationType?: string;
  attribution?: { target?: string; largestShiftTarget?: string; interactionTarget?: string };
};
export type VitalsApi = Pick<
  typeof import('web-vitals/attribution'),
  'onLCP' | 'onINP' | 'onCLS' | 'onTTFB' | 'onFCP'
>;

export type VitalsOptions = {
  /** web-app-config's `vitals_sample_rate`: the share of page loads measured. */
  sampleRate: number;
  random?: () => number;
  /** The address the page was loaded at: the visit's route. */
  landingPath: string;
  /** Asked when the report would go (a consent withdrawn meanwhile counts). */
  analyticsAllowed: () => boolean;
  loadVitals: () => Promise<VitalsApi>;
  connection: ConnectionType;
  device: DeviceClass;
};

export type ReporterOptions = {
  release: string;
  /** The browser's name and major version. */
  browser: string;
  /** The route's pattern and the language of an address. */
  routeOf: (path: string) => { route: string; language: ReportLanguage };
  /** Sends a JSON body to an API path (a beacon); false when the browser would not take it. */
  send: (path: string, body: string) => boolean;
  window: Window;
  /** Hands the errors caught so far, then each as it comes (./capture.ts, part of the first page). */
  takeCapturedErrors: typeof takeCapturedErrors;
  /** How long errors wait for others before they go (the page being hidden sends them at once). */
  errorsDelayMs?: number;
  /** The field data's settings, once known (the consents of a signed-in customer are asked first). */
  vitals?: VitalsOptions | Promise<VitalsOptions | undefined>;
};

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Bodies of at most MAX_BODY_BYTES, each with as many of the reports as fit. */
function batches<T>(head: object, items: T[], key: string): string[] {
  const bodies: string[] = [];
  let current: T[] = [];
  const body = (list: T[]) => JSON.stringify({ ...head, [key]: list });
  for (const item of items) {
    if (current.length > 0 && bytes(body([...current, item])) > MAX_BODY_BYTES) {
      bodies.push(body(current));
      current = [];
    }
    current.push(item);
  }
  if (current.length > 0) bodies.push(body(current));
  return bodies;
}

type Pending = { report: ErrorReport; route: string; language: ReportLanguage };

function errorReporter(options: ReporterOptions) {
  const { window: view, routeOf } = options;
  /** Reports of this visit by fingerprint: those waiting, and the count of those already sent. */
  const known = new Map<string, Pending & { waiting: number }>();
  let sent = 0;
  let timer: number | undefined;

  const flush = () => {
    if (timer !== undefined) view.clearTimeout(timer);
    timer = undefined;
    const groups = new Map<
      string,
      { head: Omit<ErrorReports, 'reports'>; reports: ErrorReport[] }
    >();
    for (const entry of known.values()) {
      if (entry.waiting === 0) continue;
      if (sent >= MAX_REPORTS) break;
      sent += 1;
      const key = `${entry.language} ${entry.route}`;
      const group = groups.get(key) ?? {
        head: {
          release: options.release,
          route: entry.route,
          language: entry.language,
          browser: options.browser,
        },
        reports: [],
      };
      group.reports.push({ ...entry.report, count: entry.waiting });
      groups.set(key, group);
      entry.waiting = 0;
    }
    for (const { head, reports } of groups.values())
      for (const body of batches(head, reports, 'reports')) options.send(ERRORS_PATH, body);
  };

  const take = (captured: CapturedError) => {
    const described = captured.csp
      ? cspReport(captured.csp)
      : { message: captured.message, stack: captured.stack };
    const report: ErrorReport = {
      kind: captured.kind,
      message: (scrub(described.message) || captured.kind).slice(0, MAX_MESSAGE),
      ...(described.stack && { stack: scrub(described.stack).slice(0, MAX_STACK) }),
      count: 1,
    };
    const { route, language } = routeOf(captured.path);
    const fingerprint = `${fingerprintOf(report)} ${language} ${route}`;
    const seen = known.get(fingerprint);
    if (seen) seen.waiting = Math.min(seen.waiting + 1, 1000);
    else if (known.size < MAX_REPORTS)
      known.set(fingerprint, { report, route, language, waiting: 1 });
    else return;
    timer ??= view.setTimeout(flush, options.errorsDelayMs ?? 2000);
  };

  return { take, flush };
}

function toMetric(metric: Metric): VitalMetric {
  const attribution = metric.attribution ?? {};
  const target =
    attribution.target ?? attribution.largestShiftTarget ?? attribution.interactionTarget;
  const value = Math.min(Math.max(metric.value, 0), MAX_VALUE);
  return {
    name: metric.name,
    value:
      Math.round(value * (metric.name === 'CLS' ? 10_000 : 100)) /
      (metric.name === 'CLS' ? 10_000 : 100),
    rating: metric.rating,
    ...(metric.navigationType && {
      navigation_type: metric.navigationType as VitalMetric['navigation_type'],
    }),
    ...(target && { target: scrub(target).slice(0, 200) }),
  };
}

function vitalsReporter(options: ReporterOptions, vitals: VitalsOptions) {
  const metrics = new Map<string, VitalMetric>();
  const random = vitals.random ?? Math.random;
  const measured = random() < vitals.sampleRate && vitals.analyticsAllowed();
  let stopped = false;
  if (measured)
    void vitals
      .loadVitals()
      .then((api) => {
        if (stopped) return;
        const report = (metric: Metric) => void metrics.set(metric.name, toMetric(metric));
        for (const on of [api.onTTFB, api.onFCP, api.onLCP, api.onCLS, api.onINP])
          (on as (callback: typeof report) => void)(report);
      })
      .catch(() => undefined);

  const flush = () => {
    if (metrics.size === 0) return;
    const list = [...metrics.values()];
    metrics.clear();
    if (!vitals.analyticsAllowed()) return;
    const { route, language } = options.routeOf(vitals.landingPath);
    const report: VitalsReport = {
      release: options.release,
      route,
      language,
      connection: vitals.connection,
      device: vitals.device,
      metrics: list,
    };
    options.send(VITALS_PATH, JSON.stringify(report));
  };
  return { flush, stop: () => void (stopped = true) };
}

/**
 * Starts reporting: the errors caught so far and from now on, and the field data of a sampled page
 * load. Everything waiting goes when the page is hidden (`visibilitychange`, after web-vitals' own
 * listener on the window has given the final values, or `pagehide`).
 */
export function startReporting(options: ReporterOptions): { stop: () => void } {
  const view = options.window;
  const errors = errorReporter(options);
  let vitals: ReturnType<typeof vitalsReporter> | undefined;
  let stopped = false;
  void Promise.resolve(options.vitals).then((settings) => {
    if (settings && !stopped) vitals = vitalsReporter(options, settings);
  });
  const flush = () => {
    errors.flush();
    vitals?.flush();
  };
  const onVisibility = () => {
    if (view.document.visibilityState === 'hidden') flush();
  };
  view.document.addEventListener('visibilitychange', onVisibility);
  view.addEventListener('pagehide', flush);
  options.takeCapturedErrors(errors.take);
  return {
    stop: () => {
      stopped = true;
      view.document.removeEventListener('visibilitychange', onVisibility);
      view.removeEventListener('pagehide', flush);
      vitals?.stop();
      options.takeCapturedErrors(() => undefined);
    },
  };
}
