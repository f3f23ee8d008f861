// Builds the app, serves it like production (scripts/serve.mjs: gzip, API proxied to the mock server) and
// measures, in both languages, the pages a customer does business on: /, the properties list, a
// property, a unit, the reservation checkout, a payment status page, the financing wizard's first step
// and the offers page, the signed-in ones with the demo customer's session in the browser's cookie jar:
//   - the JavaScript fetched on a cold load (gzip on the wire): before the app showed the page, and in
//     all once the network is idle (./bench/first-load.mjs);
//   - the median of 3 Lighthouse mobile runs (default throttling): performance, accessibility (budget 1), LCP,
//     TBT, CLS and the largest element (./bench/lighthouse.mjs).
// Prints the table and exits 1 when a page misses a budget (BUDGET below).
//   npm run bench:web                       build, then measure
//   npm run bench:web -- --skip-build       measure the existing dist/
//   npm run bench:web -- --runs=5 --no-lighthouse --files   (each file of the first loads)
//   npm run bench:web -- --skip-build --only=checkout,offers   some pages (by name)
//   npm run bench:web -- --skip-build --dist=/tmp/other-build   measure another build directory
//   npm run bench:web -- --reports=/tmp/lh   keep each Lighthouse report (lh-<page>-<run>.json) there
//   npm run bench:web -- --reports=/tmp/lh --traces   and each run's trace (lh-<page>-<run>-0.trace.json)
// PORT and MOCK_PORT (or --port=) choose the ports of the app and its mock server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { firstLoad } from './bench/first-load.mjs';
import { lighthouseRun } from './bench/lighthouse.mjs';
import { paidReservationPath, signIn } from './bench/session.mjs';
import { findChromium } from './find-chromium.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(option('runs', 3));
const DIST = option('dist', undefined);
const ONLY = option('only', '').split(',').filter(Boolean);
const REPORTS = option('reports', undefined);
const PORT = Number(option('port', process.env.PORT ?? 4185));
const MOCK_PORT = Number(process.env.MOCK_PORT ?? PORT + 5000);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUDGET = {
  performance: 0.95,
  accessibility: 1,
  lcp: 2000,
  cls: 0.05,
  tbt: 100,
  /** JS of `/` before the page is shown, and by network idle (kB gzip). */
  homeJsCriticalKb: 145,
  homeJsKb: 160,
};
/** The unit reserved on the checkout and, in a namespace of its own, paid on the status page. */
const CHECKOUT_UNIT = 501;
/** The demo customer's financing requests (mocks/db/financing/seed.ts): new, and with offers. */
const FINANCING = { incomplete: 56, withOffers: 55 };
const chrome = process.env.CHROME_PATH ?? findChromium();

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

async function startServer() {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      MOCK_PORT: String(MOCK_PORT),
      ...(DIST ? { DIST_DIR: DIST } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout.resume();
  for (let i = 0; i < 400; i += 1) {
    if (
      await fetch(`${ORIGIN}/`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return server;
    await delay(200);
  }
  server.kill('SIGTERM');
  throw new Error('the app server did not start');
}

async function firstPropertyId() {
  const answer = await fetch(`${ORIGIN}/api/v1/properties/?page_size=1`, {
    headers: { accept: 'application/json' },
  });
  const id = (await answer.json()).results?.[0]?.id;
  if (!id) throw new Error('no property to measure');
  return id;
}

/** Every page measured, in both languages, with the cookies its visitor has. */
async function pagesToMeasure() {
  const session = await signIn(ORIGIN);
  const paymentNamespace = `bench-payment-${Date.now()}`;
  const paymentPath = await paidReservationPath(ORIGIN, session, paymentNamespace, CHECKOUT_UNIT);
  const pages = [
    ['home', '/', {}],
    ['properties', '/properties', {}],
    ['property', `/properties/${await firstPropertyId()}`, {}],
    ['unit', `/units/${CHECKOUT_UNIT}`, {}],
    ['checkout', `/reservation-checkout/${CHECKOUT_UNIT}`, session],
    ['payment', paymentPath, { ...session, mock_ns: paymentNamespace }],
    ['wizard', `/financing-requests/${FINANCING.incomplete}/edit`, session],
    ['offers', `/financing-requests/${FINANCING.withOffers}/offers`, session],
  ];
  return pages
    .filter(([name]) => ONLY.length === 0 || ONLY.includes(name))
    .flatMap(([name, path, cookies]) =>
      ['ar', 'en'].map((lang) => {
        const localized = lang === 'ar' ? path : path === '/' ? '/en' : `/en${path}`;
        return {
          name,
          lang,
          path: localized,
          url: `${ORIGIN}${localized}`,
          cookies: { ...cookies, locale: lang },
        };
      }),
    );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function budgetFailures(row) {
  const failures = [];
  const miss = (what, value, limit) =>
    failures.push(`${row.path}: ${what} ${value} (budget ${limit})`);
  if (row.performance !== undefined) {
    if (row.performance < BUDGET.performance)
      miss('performance', row.performance, BUDGET.performance);
    if (row.accessibility < BUDGET.accessibility)
      miss('accessibility', row.accessibility, BUDGET.accessibility);
    if (row.lcp > BUDGET.lcp) miss('LCP', `${Math.round(row.lcp)} ms`, `${BUDGET.lcp} ms`);
    if (row.cls > BUDGET.cls) miss('CLS', row.cls.toFixed(3), BUDGET.cls);
    if (row.tbt > BUDGET.tbt) miss('TBT', `${Math.round(row.tbt)} ms`, `${BUDGET.tbt} ms`);
    if (row.wrongPage) miss('ended on', row.wrongPage, row.path);
  }
  if (row.name === 'home') {
    if (row.jsCriticalKb > BUDGET.homeJsCriticalKb)
      miss('JS before shown', `${row.jsCriticalKb.toFixed(1)} kB`, `${BUDGET.homeJsCriticalKb} kB`);
    if (row.jsKb > BUDGET.homeJsKb)
      miss('JS by idle', `${row.jsKb.toFixed(1)} kB`, `${BUDGET.homeJsKb} kB`);
  }
  return failures;
}

async function measure(page, outDir) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1)
    runs.push(
      await lighthouseRun({
        ...page,
        chromePath: chrome,
        traces: flag('traces'),
        out: join(outDir, `lh-${page.name}-${page.lang}-${run}.json`),
      }),
    );
  const result = {};
  for (const key of ['performance', 'accessibility', 'lcp', 'tbt', 'cls', 'fcp', 'benchmarkIndex'])
    result[key] = median(runs.map((r) => r[key]));
  const atMedian = runs.find((r) => r.lcp === result.lcp) ?? runs[0];
  result.lcpElement = atMedian.lcpElement;
  const ended = runs
    .map((r) => new URL(r.finalUrl).pathname)
    .find((path) => path !== new URL(page.url).pathname);
  if (ended) result.wrongPage = ended;
  return result;
}

async function main() {
  if (!flag('skip-build')) run('npm', ['run', 'build']);
  const server = await startServer();
  const outDir = REPORTS ?? mkdtempSync(join(tmpdir(), 'bench-web-'));
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const failures = [];
  const rows = [];
  try {
    const pages = await pagesToMeasure();
    const browser = await chromium.launch({
      executablePath: chrome,
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    });
    for (const page of pages)
      rows.push({ ...page, ...(await firstLoad(browser, page, flag('files'))) });
    await browser.close();
    for (const row of rows) {
      if (!flag('no-lighthouse')) Object.assign(row, await measure(row, outDir));
      failures.push(...budgetFailures(row));
    }
  } finally {
    server.kill('SIGTERM');
    if (!REPORTS) rmSync(outDir, { recursive: true, force: true });
  }
  console.log(`\nFirst load (gzip on the wire) and Lighthouse mobile, median of ${RUNS} runs`);
  console.table(
    rows.map((row) => ({
      page: `${row.name} (${row.lang})`,
      perf: row.performance ?? '-',
      a11y: row.accessibility ?? '-',
      'LCP ms': row.lcp === undefined ? '-' : Math.round(row.lcp),
      'FCP ms': row.fcp === undefined ? '-' : Math.round(row.fcp),
      'TBT ms': row.tbt === undefined ? '-' : Math.round(row.tbt),
      CLS: row.cls === undefined ? '-' : row.cls.toFixed(3),
      'JS kB shown': row.jsCriticalKb.toFixed(1),
      'JS kB idle': row.jsKb.toFixed(1),
      'CSS kB': (row.cssKb + row.inlineCssKb).toFixed(1),
      'LCP element': (row.lcpElement ?? '').slice(-40),
      // Lighthouse's measure of the CPU it had: lower means a busier machine (compare within a sitting).
      CPU: row.benchmarkIndex === undefined ? '-' : Math.round(row.benchmarkIndex),
    })),
  );
  if (failures.length > 0) {
    console.error(`Budgets missed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All budgets met.');
}

await main();
