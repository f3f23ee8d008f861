// Reads the test runners' JSON reports (.tmp/vitest.json, .tmp/playwright.json) into one shape:
// { kind, file, title, duration (ms), ok }, and prints the figures `npm test` and the repeat runner show.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

export function vitestResults(file = '.tmp/vitest.json') {
  const report = read(file);
  return (report?.testResults ?? []).flatMap((suite) =>
    suite.assertionResults.map((test) => ({
      kind: 'unit',
      file: relative(process.cwd(), suite.name),
      title: test.fullName,
      duration: test.duration ?? 0,
      ok: test.status === 'passed',
    })),
  );
}

/** Every run of every journey (with --repeat-each, one entry per run). */
export function playwrightResults(file = '.tmp/playwright.json') {
  const report = read(file);
  const rootDir = report?.config?.rootDir ?? process.cwd();
  const results = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const child of suite.suites ?? []) walk(child, path);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          results.push({
            kind: 'journey',
            file: `${relative(process.cwd(), join(rootDir, spec.file))}:${spec.line}`,
            // The engine's project (playwright.engines.config.ts) before the title; none in Chromium's.
            title: `${test.projectName ? `[${test.projectName}] ` : ''}${[...path, spec.title].join(' › ')}`,
            duration: result.duration,
            // A journey marked test.fail() passes by failing (its expectedStatus).
            ok: result.status === test.expectedStatus && test.status !== 'flaky',
          });
        }
      }
    }
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return results;
}

/** Every run of the WebKit journeys (tests/engines/run-webkit.ts). */
export function webkitResults(file = '.tmp/webkit.json') {
  return (read(file)?.results ?? []).map((result) => ({ kind: 'journey', ...result }));
}

/** The `q` quantile (0..1) of sorted numbers, nearest rank. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function printSlowest(results, count = 10) {
  const slowest = [...results].sort((a, b) => b.duration - a.duration).slice(0, count);
  console.log(`\n=== slowest ${slowest.length} tests ===`);
  for (const { kind, title, file, duration } of slowest)
    console.log(`${seconds(duration).padStart(8)}  ${kind.padEnd(7)} ${title}  (${file})`);
}

/** Count, median, p95 and slowest of the journeys' durations. */
export function journeyFigures(results) {
  const durations = results.map((result) => result.duration).sort((a, b) => a - b);
  return {
    count: durations.length,
    p50: quantile(durations, 0.5),
    p95: quantile(durations, 0.95),
    max: durations.at(-1) ?? 0,
  };
}
