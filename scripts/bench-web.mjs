// Builds the app, serves it like production (scripts/serve.mjs: gzip, API proxied to the mock server) and
// prints, for /, /en/properties and a property page:
//   - the JavaScript and CSS transferred on first load (gzip bytes on the wire, from Chromium's network log,
//     a 412x823 phone viewport, a visitor whose locale cookie is Arabic), and the CSS inline in the HTML;
//   - the median of 3 Lighthouse mobile runs: performance score, LCP, TBT, CLS.
// Exits 1 when a budget is missed (first-load JS of / <= 150 kB; performance >= 0.95; CLS <= 0.05).
//   npm run bench:web                       build, then measure
//   npm run bench:web -- --skip-build       measure the existing dist/
//   npm run bench:web -- --runs=5 --no-lighthouse
//   npm run bench:web -- --skip-build --no-lighthouse --files   also list each file of the first loads
//   npm run bench:web -- --skip-build --dist=/tmp/other-build   measure another build directory
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(option('runs', 3));
const DIST = option('dist', undefined);
const PORT = Number(option('port', 4185));
const MOCK_PORT = PORT + 5000;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUDGET = { homeJsKb: 150, performance: 0.95, cls: 0.05 };
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-dev-shm-usage';
const chrome = process.env.CHROME_PATH ?? findChromium();

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${commandArgs.join(' ')} failed (${result.status})`);
  return result;
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
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await delay(200);
  }
  server.kill('SIGTERM');
  throw new Error('the app server did not start');
}

async function propertyPath() {
  const answer = await fetch(`${ORIGIN}/api/v1/properties/?page_size=1`, {
    headers: { accept: 'application/json' },
  });
  const page = await answer.json();
  const id = page.results?.[0]?.id;
  if (!id) throw new Error('no property to measure');
  return `/properties/${id}`;
}

/** JS and CSS fetched by a cold load (until the network is idle), as transferred (gzip) and decoded. */
async function firstLoad(browser, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: 'locale', value: 'ar', url: ORIGIN }]);
  const page = await context.newPage();
  const assets = [];
  page.on('requestfinished', async (request) => {
    // By extension: Vite's modulepreload links are not typed as scripts in the network log.
    const type = /\.css(\?|$)/.test(request.url())
      ? 'stylesheet'
      : /\.m?js(\?|$)/.test(request.url())
        ? 'script'
        : '';
    if (!type) return;
    const sizes = await request.sizes().catch(() => undefined);
    const response = await request.response();
    const body = await response?.body().catch(() => undefined);
    assets.push({
      type,
      url: request.url(),
      wire: sizes?.responseBodySize ?? 0,
      raw: body?.length ?? 0,
    });
  });
  const documentResponse = await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
  // Styles inline in the page (the fonts' rules, a prerendered page's styles) come with its HTML.
  const html = (await documentResponse?.text()) ?? '';
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join('');
  await page.waitForTimeout(500);
  await context.close();
  const sum = (type, key) =>
    assets.filter((asset) => asset.type === type).reduce((total, asset) => total + asset[key], 0);
  if (flag('files')) {
    console.log(`\n${path}`);
    for (const asset of [...assets].sort((a, b) => b.wire - a.wire))
      console.log(
        `  ${(asset.wire / 1024).toFixed(1).padStart(6)} kB  ${asset.url.replace(ORIGIN, '')}`,
      );
  }
  return {
    jsFiles: assets.filter((asset) => asset.type === 'script').length,
    jsKb: sum('script', 'wire') / 1024,
    jsRawKb: sum('script', 'raw') / 1024,
    cssKb: sum('stylesheet', 'wire') / 1024,
    inlineCssKb: gzipSync(inlineCss).length / 1024,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Lighthouse is installed on first use into .bench/ (from the npm registry), not with the project:
// it is heavy, only the benchmark needs it, and its dependency on a "latest" package breaks `npm ci`.
const LIGHTHOUSE_VERSION = '12.8.2';
const LIGHTHOUSE_DIR = '.bench/lighthouse';
const LIGHTHOUSE_CLI = join(LIGHTHOUSE_DIR, 'node_modules/lighthouse/cli/index.js');

function ensureLighthouse() {
  if (existsSync(LIGHTHOUSE_CLI)) return;
  mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
  run('npm', [
    'install',
    '--prefix',
    LIGHTHOUSE_DIR,
    '--no-save',
    '--no-audit',
    '--no-fund',
    `lighthouse@${LIGHTHOUSE_VERSION}`,
  ]);
}

function lighthouse(path, outDir, index) {
  ensureLighthouse();
  const out = join(outDir, `lh-${index}.json`);
  run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      `${ORIGIN}${path}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      // An Arabic visitor (the default locale): `/` is not redirected by the browser-language check.
      `--extra-headers=${JSON.stringify({ Cookie: 'locale=ar' })}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id].numericValue;
  return {
    performance: report.categories.performance.score,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

async function main() {
  if (!flag('skip-build')) run('npm', ['run', 'build']);
  const server = await startServer();
  const outDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const failures = [];
  try {
    const pages = ['/', '/en/properties', await propertyPath()];
    const browser = await chromium.launch({
      executablePath: chrome,
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    });
    const rows = [];
    for (const path of pages) rows.push({ path, ...(await firstLoad(browser, path)) });
    await browser.close();

    for (const row of rows) {
      if (!flag('no-lighthouse')) {
        const runs = Array.from({ length: RUNS }, (_, index) =>
          lighthouse(row.path, outDir, `${rows.indexOf(row)}-${index}`),
        );
        for (const key of ['performance', 'lcp', 'tbt', 'cls'])
          row[key] = median(runs.map((result) => result[key]));
        if (row.performance < BUDGET.performance)
          failures.push(`${row.path}: performance ${row.performance} < ${BUDGET.performance}`);
        if (row.cls > BUDGET.cls)
          failures.push(`${row.path}: CLS ${row.cls.toFixed(3)} > ${BUDGET.cls}`);
      }
      if (row.path === '/' && row.jsKb > BUDGET.homeJsKb)
        failures.push(`/: first-load JS ${row.jsKb.toFixed(1)} kB > ${BUDGET.homeJsKb} kB`);
    }

    console.log(`\nFirst load (gzip on the wire) and Lighthouse mobile, median of ${RUNS} runs`);
    console.table(
      rows.map((row) => ({
        page: row.path,
        'JS files': row.jsFiles,
        'JS kB (gzip)': row.jsKb.toFixed(1),
        'JS kB (raw)': row.jsRawKb.toFixed(1),
        'CSS kB (gzip)': row.cssKb.toFixed(1),
        'inline CSS kB (gzip)': row.inlineCssKb.toFixed(1),
        performance: row.performance ?? '-',
        'LCP ms': row.lcp === undefined ? '-' : Math.round(row.lcp),
        'TBT ms': row.tbt === undefined ? '-' : Math.round(row.tbt),
        CLS: row.cls === undefined ? '-' : row.cls.toFixed(3),
      })),
    );
  } finally {
    server.kill('SIGTERM');
    rmSync(outDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`Budgets missed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All budgets met.');
}

await main();
