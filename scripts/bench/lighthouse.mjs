// One Lighthouse mobile run (default throttling, performance and accessibility) of a page for scripts/bench-web.mjs,
// in a fresh Chromium whose cookie jar already holds the page's cookies (the locale, the session, a mock
// namespace): Chromium ignores a Cookie header given as an extra header once the page sets cookies of
// its own, so a signed-in page is measured only with the session in the jar, as a customer has it.
// Lighthouse is installed on first use into .bench/ (from the npm registry), not with the project: it
// is heavy, only the benchmark needs it, and its dependency on a "latest" package breaks `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { quietMachine } from './quiet-machine.mjs';

const VERSION = '12.8.2';
const DIR = resolve('.bench/lighthouse');
const CLI = join(DIR, 'node_modules/lighthouse/cli/index.js');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'];

function ensureLighthouse() {
  if (existsSync(CLI)) return;
  mkdirSync(DIR, { recursive: true });
  const installed = spawnSync(
    'npm',
    ['install', '--prefix', DIR, '--no-save', '--no-audit', '--no-fund', `lighthouse@${VERSION}`],
    { stdio: 'inherit' },
  );
  if (installed.status !== 0) throw new Error('could not install Lighthouse');
}

async function launchChrome(chromePath) {
  ensureLighthouse();
  const url = pathToFileURL(join(DIR, 'node_modules/chrome-launcher/dist/index.js')).href;
  const { launch } = await import(url);
  return launch({ chromePath, chromeFlags: CHROME_FLAGS });
}

/**
 * The page's performance and accessibility scores, LCP, TBT and CLS, and the largest element, from one Lighthouse run of
 * `url` with `cookies` ({ name: value }) in the browser's jar. The report is written to `out`; with
 * `traces`, Lighthouse's trace and DevTools log beside it (to open in DevTools' Performance panel).
 */
export async function lighthouseRun({ url, cookies, chromePath, out, traces = false }) {
  const chrome = await launchChrome(chromePath);
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const [context] = browser.contexts();
    await context.addCookies(
      Object.entries(cookies).map(([name, value]) => ({ name, value, url: new URL(url).origin })),
    );
    // Disconnected before Lighthouse runs: a connected Playwright holds every new tab until it lets it go.
    await browser.close();
    await quietMachine();
    const run = spawnSync(
      process.execPath,
      [
        CLI,
        url,
        `--port=${chrome.port}`,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        ...(traces ? ['--save-assets'] : []),
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], timeout: 180_000 },
    );
    if (run.status !== 0) throw new Error(`Lighthouse failed on ${url} (${run.status})`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const audit = (id) => report.audits[id].numericValue;
    const lcpElement = report.audits['largest-contentful-paint-element']?.details?.items?.[0];
    return {
      performance: report.categories.performance.score,
      accessibility: report.categories.accessibility.score,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      lcpElement: lcpElement?.items?.[0]?.node?.selector ?? lcpElement?.node?.selector ?? '',
      finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
      benchmarkIndex: report.environment?.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}
