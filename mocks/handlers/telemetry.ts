/**
 * The web app's field data and error reports (the contract's `telemetry` tag): anonymous, no session
 * and no CSRF header (a beacon sends none), at most 16 KiB, 60 a minute per network and operation. The
 * reports are checked, scrubbed again (a backend trusts no client with personal data), error stacks
 * mapped back to the sources, and kept per namespace: `GET /__mock/vitals`, `GET /__mock/errors`.
 */
import { http } from 'msw';
import type { ErrorReport, ErrorReports, VitalMetric, VitalsReport } from '../../generated/model';
import { browserOf } from '../../src/lib/field-reports/browser-name';
import { cspReport } from '../../src/lib/field-reports/error-report';
import { scrub } from '../../src/lib/field-reports/scrub';
import { overRateLimit, recordError, recordVitals } from '../db/telemetry';
import { api, fail, noContent } from '../lib/http';
import { mapStack } from '../lib/stack-mapper';
import { FieldErrors } from '../lib/validate';

export const VITALS_PATH = '/customer/api/v1/telemetry/vitals';
export const ERRORS_PATH = '/customer/api/v1/telemetry/errors';
/** The operations' `x-max-body-bytes`. */
export const MAX_REPORT_BYTES = 16 * 1024;

const RELEASE = /^[A-Za-z0-9._-]{1,64}$/;
const ROUTE = /^\/$|^(?!\/en(?:\/|$))(?:\/(?:[a-z][a-z-]*|:[a-z][A-Za-z]*|\*))+$/;
const BROWSER = /^[A-Za-z][A-Za-z ]{0,29}(?: [0-9]{1,4})?$/;
const LANGUAGES = ['ar', 'en'];
const CONNECTIONS = ['slow-2g', '2g', '3g', '4g', 'unknown'];
const DEVICES = ['phone', 'tablet', 'desktop'];
const METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'];
const RATINGS = ['good', 'needs-improvement', 'poor'];
const NAVIGATIONS = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
];
const KINDS = ['error', 'unhandledrejection', 'boundary', 'chunk', 'hydration', 'csp'];

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown, max: number, min = 0) =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const only = (value: Body, keys: string[]) => Object.keys(value).every((key) => keys.includes(key));
const inList = (list: string[]) => (value: unknown) => list.includes(value as string);
const matches = (pattern: RegExp) => (value: unknown) =>
  typeof value === 'string' && pattern.test(value);

/** The client's network: the address the site's proxy gives (nginx sets X-Real-IP), else this host. */
const networkOf = (request: Request) => request.headers.get('x-real-ip') ?? 'direct';

/** The body, JSON whatever its media type (size, media type and syntax are checked before: request-bodies). */
async function readReport(request: Request): Promise<{ type: string; body: unknown }> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await request.text();
  return { type, body: text.trim() === '' ? {} : (JSON.parse(text) as unknown) };
}

/** Counts the request against its operation's limit for the network; the 429 when it is over. */
function limited(request: Request, operation: string): Response | undefined {
  const wait = overRateLimit(`${operation} ${networkOf(request)}`);
  if (wait === undefined) return undefined;
  return fail(429, ['action__limit_exceeded'], undefined, { 'Retry-After': String(wait) });
}

function checkCommon(errors: FieldErrors, body: Body) {
  errors.check('release', body.release, matches(RELEASE));
  errors.check('route', body.route, (value) => isString(value, 100) && ROUTE.test(value as string));
  errors.check('language', body.language, inList(LANGUAGES));
}

const validMetric = (value: unknown) =>
  isObject(value) &&
  only(value, ['name', 'value', 'rating', 'navigation_type', 'target']) &&
  METRICS.includes(value.name as string) &&
  typeof value.value === 'number' &&
  value.value >= 0 &&
  value.value <= 600_000 &&
  RATINGS.includes(value.rating as string) &&
  (value.navigation_type === undefined || NAVIGATIONS.includes(value.navigation_type as string)) &&
  (value.target === undefined || isString(value.target, 200));

const validReport = (value: unknown) =>
  isObject(value) &&
  only(value, ['kind', 'message', 'stack', 'count']) &&
  KINDS.includes(value.kind as string) &&
  isString(value.message, 500, 1) &&
  (value.stack === undefined || isString(value.stack, 4000)) &&
  Number.isInteger(value.count) &&
  (value.count as number) >= 1 &&
  (value.count as number) <= 1000;

const listOf = (valid: (item: unknown) => boolean) => (value: unknown) =>
  Array.isArray(value) && value.length >= 1 && value.length <= 10 && value.every(valid);

/** The report as kept: its texts scrubbed, its stack mapped back to the sources. */
function kept(report: ErrorReport): { report: ErrorReport; mapped?: string } {
  const clean = {
    ...report,
    message: scrub(report.message),
    ...(report.stack !== undefined && { stack: scrub(report.stack) }),
  };
  return { report: clean, mapped: clean.stack === undefined ? undefined : mapStack(clean.stack) };
}

/** The path of a page's address and its language (`/en/units/1036` → `/units/:id`, `en`). */
function pageOf(address: unknown): { route: string; language: 'ar' | 'en' } {
  let path = '/';
  try {
    path = new URL(String(address)).pathname;
  } catch {
    // not an address: the route no pattern matches
  }
  const language = /^\/en(?:\/|$)/.test(path) ? 'en' : 'ar';
  const bare = scrub(path.replace(/^\/en(?=\/|$)/, '')) || '/';
  return { route: ROUTE.test(bare) ? bare : '/*', language };
}

/** The browser's own reports (the policy's report-to): the CSP violations, as `csp` reports. */
function takeReportingApi(body: unknown): Response {
  if (!Array.isArray(body)) return fail(400, ['reports__invalid']);
  for (const item of body.slice(0, 100)) {
    if (!isObject(item) || item.type !== 'csp-violation' || !isObject(item.body)) continue;
    const violation = item.body;
    const { message, stack } = cspReport({
      directive: String(violation.effectiveDirective ?? violation.violatedDirective ?? ''),
      blocked: String(violation.blockedURL ?? ''),
      sourceFile: typeof violation.sourceFile === 'string' ? violation.sourceFile : undefined,
      line: typeof violation.lineNumber === 'number' ? violation.lineNumber : undefined,
      column: typeof violation.columnNumber === 'number' ? violation.columnNumber : undefined,
    });
    const { report, mapped } = kept({
      kind: 'csp',
      message: message.slice(0, 500),
      ...(stack && { stack }),
      count: 1,
    });
    recordError(
      report,
      {
        ...pageOf(violation.documentURL ?? item.url),
        browser: browserOf(String(item.user_agent ?? '')),
        release: 'unknown',
        source: 'report-to',
      },
      mapped,
    );
  }
  return noContent();
}

export const telemetryHandlers = [
  http.post(api(VITALS_PATH), async ({ request }) => {
    const read = await readReport(request);
    const refused = limited(request, 'vitals');
    if (refused) return refused;
    const body = isObject(read.body) ? read.body : {};
    const errors = new FieldErrors();
    checkCommon(errors, body);
    errors.check('connection', body.connection, inList(CONNECTIONS));
    errors.check('device', body.device, inList(DEVICES));
    errors.check('metrics', body.metrics, listOf(validMetric));
    if (!errors.empty) return fail(400, errors.codes);
    const report = body as unknown as VitalsReport;
    recordVitals({
      release: report.release,
      route: report.route,
      language: report.language,
      connection: report.connection,
      device: report.device,
      metrics: report.metrics.map((metric): VitalMetric => ({
        ...metric,
        ...(metric.target !== undefined && { target: scrub(metric.target) }),
      })),
    });
    return noContent();
  }),

  http.post(api(ERRORS_PATH), async ({ request }) => {
    const read = await readReport(request);
    const refused = limited(request, 'errors');
    if (refused) return refused;
    if (read.type === 'application/reports+json') return takeReportingApi(read.body);
    const body = isObject(read.body) ? read.body : {};
    const errors = new FieldErrors();
    checkCommon(errors, body);
    errors.check(
      'browser',
      body.browser,
      (value) => isString(value, 40) && matches(BROWSER)(value),
    );
    errors.check('reports', body.reports, listOf(validReport));
    if (!errors.empty) return fail(400, errors.codes);
    const batch = body as unknown as ErrorReports;
    for (const each of batch.reports) {
      const { report, mapped } = kept(each);
      recordError(
        report,
        {
          route: batch.route,
          language: batch.language,
          browser: batch.browser,
          release: batch.release,
          source: 'page',
        },
        mapped,
      );
    }
    return noContent();
  }),
];
