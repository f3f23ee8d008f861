// `npm test`: the install (scripts/ensure-deps.mjs), then every check, stage after stage, stopping
// after the first stage that fails; prints the time of each step against its budget, the ten slowest
// tests, the journeys' median and 95th percentile and, last, one line with the number of tests that
// passed and failed. The run fails when the end-to-end tests take more than twice their budget.
// The static checks are single-threaded, so they run side by side (their output is printed as each
// one ends); the test runners use every core themselves, so they run one after the other. That
// generated/ is what the contract makes is a static check too: it has no time limit to hit.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import {
  journeyFigures,
  playwrightResults,
  printSlowest,
  seconds,
  vitestResults,
  webkitResults,
} from './test-results.mjs';

/**
 * Seconds each step should take on the CI's machine kind (2 cores) with one other CPU-heavy process
 * beside it, measured with room to grow (docs/testing.md). The total is a fresh clone's, install
 * included.
 */
const BUDGET = {
  install: 90,
  'unit and contract tests': 120,
  build: 30,
  // 359 journeys since the decision tools, messages and field data (270 when 240 s was set).
  'end-to-end tests': 300,
  'journeys on Firefox and WebKit': 150,
  total: 480,
};

const npm = (script) => ['npm', ['run', '--silent', script]];
const stages = [
  [['install', 'node', ['scripts/ensure-deps.mjs']]],
  [
    ['lock accepted by npm ci', 'npm', ['ci', '--dry-run', '--no-audit', '--no-fund']],
    ['eslint', 'npx', ['eslint', '.', '--max-warnings', '0']],
    ['formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ['contract lint', ...npm('lint:openapi')],
    ['generated/ matches the contract', ...npm('check:generated')],
    ['typecheck', ...npm('typecheck')],
    ['messages', ...npm('i18n:check')],
    ['docs links', ...npm('check:docs')],
    ['locked packages come from the registry', ...npm('check:lockfile')],
  ],
  [
    [
      'unit and contract tests',
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json'],
    ],
  ],
  // Typechecked above: the bundle only.
  [['build', ...npm('bundle')]],
  [['end-to-end tests', ...npm('test:e2e')]],
  // The business journeys on the other engines, side by side (docs/browser-engines.md).
  [['journeys on Firefox and WebKit', ...npm('test:e2e:engines')]],
];

const env = { ...process.env, CI: process.env.CI ?? 'true' };

/** Runs one step; alone it prints as it goes, beside others its output is printed when it ends. */
function run([name, command, args], alone) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    if (alone) console.log(`\n=== ${name} ===`);
    const child = spawn(command, args, { env, stdio: alone ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - t0) / 1000;
      if (!alone) {
        console.log(`\n=== ${name} (${code === 0 ? 'passed' : 'FAILED'}) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, seconds, ok: code === 0 });
    });
  });
}

mkdirSync('.tmp', { recursive: true });
for (const report of [
  '.tmp/vitest.json',
  '.tmp/playwright.json',
  '.tmp/playwright-firefox.json',
  '.tmp/webkit.json',
])
  rmSync(report, { force: true });
const started = Date.now();
const timings = [];
let failedStep;
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  timings.push(...results);
  failedStep = results.find((result) => !result.ok)?.name;
  if (failedStep) break;
}

const results = [
  ...vitestResults(),
  ...playwrightResults(),
  ...playwrightResults('.tmp/playwright-firefox.json'),
  ...webkitResults(),
];
printSlowest(results);
const journeys = journeyFigures(results.filter((result) => result.kind === 'journey'));
if (journeys.count > 0) {
  console.log(
    `\njourneys: ${journeys.count}, median ${seconds(journeys.p50)}, ` +
      `95th percentile ${seconds(journeys.p95)}, slowest ${seconds(journeys.max)}`,
  );
}

console.log('\n=== timings (budget) ===');
const line = (name, taken) => {
  const budget = BUDGET[name];
  const over = budget && taken > budget ? '  OVER BUDGET' : '';
  const shown = budget ? `${taken.toFixed(1)} s (${budget} s)` : `${taken.toFixed(1)} s`;
  console.log(`${name.padEnd(40)} ${shown}${over}`);
};
for (const { name, seconds: taken } of timings) line(name, taken);
line('total', (Date.now() - started) / 1000);

const e2e = timings.find(({ name }) => name === 'end-to-end tests');
const limit = 2 * BUDGET['end-to-end tests'];
if (!failedStep && e2e && e2e.seconds > limit) {
  failedStep = `the end-to-end tests took ${e2e.seconds.toFixed(0)} s, over twice their budget (${limit} s)`;
}
const failed = results.filter((result) => !result.ok).length;
const passed = results.length - failed;
if (failedStep) console.log(`\nFailed at: ${failedStep}`);
console.log(`Tests: ${passed} passed, ${failedStep && failed === 0 ? 1 : failed} failed`);
process.exit(failedStep ? 1 : 0);
