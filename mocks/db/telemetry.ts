import type { ErrorReport, VitalMetric, VitalsReport } from '../../generated/model';
import { fingerprintOf } from '../../src/lib/field-reports/error-report';
import { clock, iso, seconds } from '../lib/clock';
import { scoped } from '../lib/namespace';
import { onReset } from './registry';

/** One metric of one visit, as the backend keeps it (90 days in production; the namespace here). */
export type VitalSample = Omit<VitalsReport, 'metrics'> & VitalMetric;

/** An error report kept once per fingerprint, with how often it came. */
export type StoredError = Omit<ErrorReport, 'count'> & {
  fingerprint: string;
  route: string;
  language: string;
  browser: string;
  release: string;
  count: number;
  /** Where it came from: the page's own report, or the browser's (the policy's report-to). */
  sources: Array<'page' | 'report-to'>;
  first_seen: string;
  last_seen: string;
};

/** Kept at most, per namespace: the oldest go first. */
const MAX_SAMPLES = 10_000;
const MAX_ERRORS = 1_000;
/** The contract's `x-rate-limit` of both operations: requests a window, per network. */
export const RATE_LIMIT = { requests: 60, windowSeconds: 60 };

const samples = scoped((): VitalSample[] => []);
const errors = scoped(() => new Map<string, StoredError>());
const windows = scoped(() => new Map<string, { start: number; count: number }>());

onReset(() => {
  samples.length = 0;
  errors.clear();
  windows.clear();
});

/**
 * Counts a request of `key` (the operation and the client's network) in its window: the seconds to
 * wait when it is over the limit, undefined when it may pass.
 */
export function overRateLimit(key: string): number | undefined {
  const now = clock.now();
  const window = windows.get(key);
  if (!window || now - window.start >= seconds(RATE_LIMIT.windowSeconds)) {
    windows.set(key, { start: now, count: 1 });
    return undefined;
  }
  window.count += 1;
  if (window.count <= RATE_LIMIT.requests) return undefined;
  return Math.max(1, Math.ceil((window.start + seconds(RATE_LIMIT.windowSeconds) - now) / 1000));
}

export function recordVitals(report: VitalsReport): void {
  const { metrics, ...visit } = report;
  samples.push(...metrics.map((metric) => ({ ...visit, ...metric })));
  if (samples.length > MAX_SAMPLES) samples.splice(0, samples.length - MAX_SAMPLES);
}

/** The 75th percentile (nearest rank) of the values. */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
}

/** Per route pattern and metric: the 75th percentile and how many values it was read from. */
export function vitalsSummary() {
  const groups = new Map<string, Map<string, number[]>>();
  for (const sample of samples) {
    const metrics = groups.get(sample.route) ?? new Map<string, number[]>();
    metrics.set(sample.name, [...(metrics.get(sample.name) ?? []), sample.value]);
    groups.set(sample.route, metrics);
  }
  const routes = Object.fromEntries(
    [...groups].map(([route, metrics]) => [
      route,
      Object.fromEntries(
        [...metrics].map(([name, values]) => [name, { p75: p75(values), count: values.length }]),
      ),
    ]),
  );
  return { reports: samples.length, routes };
}

export type ErrorContext = Pick<StoredError, 'route' | 'language' | 'browser' | 'release'> & {
  source: 'page' | 'report-to';
};

/**
 * Keeps a scrubbed report: a new fingerprint (of the report as sent, so a stack mapped or not is the
 * same error), or one more count of a known one; `mappedStack` is kept in place of its stack.
 */
export function recordError(
  report: ErrorReport,
  context: ErrorContext,
  mappedStack?: string,
): void {
  const { source, ...where } = context;
  const fingerprint = `${fingerprintOf(report)}-${where.route}`;
  const now = iso(clock.now());
  const known = errors.get(fingerprint);
  if (known) {
    known.count += report.count;
    known.last_seen = now;
    if (!known.sources.includes(source)) known.sources.push(source);
    return;
  }
  errors.set(fingerprint, {
    ...report,
    ...(mappedStack !== undefined && { stack: mappedStack }),
    ...where,
    fingerprint,
    sources: [source],
    first_seen: now,
    last_seen: now,
  });
  if (errors.size > MAX_ERRORS) errors.delete(errors.keys().next().value!);
}

export const errorList = (): StoredError[] => [...errors.values()];
