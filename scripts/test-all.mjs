// `npm test`: every check, stage after stage, stopping after the first stage that fails; prints the
// time of each step and, last, one line with the number of tests that passed and failed.
// The static checks are single-threaded, so they run side by side (their output is printed as each
// one ends); the test runners use every core themselves, so they run one after the other.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const npm = (script) => ['npm', ['run', '--silent', script]];
const stages = [
  [
    ['eslint', 'npx', ['eslint', '.', '--max-warnings', '0']],
    ['formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ['contract lint', ...npm('lint:openapi')],
    ['typecheck', ...npm('typecheck')],
    ['generated code is fresh', ...npm('check:generated')],
    ['messages', ...npm('i18n:check')],
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
for (const report of ['.tmp/vitest.json', '.tmp/playwright.json']) rmSync(report, { force: true });
const started = Date.now();
const timings = [];
let failedStep;
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  timings.push(...results);
  failedStep = results.find((result) => !result.ok)?.name;
  if (failedStep) break;
}

function readCounts() {
  let passed = 0;
  let failed = 0;
  if (existsSync('.tmp/vitest.json')) {
    const vitest = JSON.parse(readFileSync('.tmp/vitest.json', 'utf8'));
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
  }
  if (existsSync('.tmp/playwright.json')) {
    const stats = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8')).stats ?? {};
    passed += stats.expected ?? 0;
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  }
  return { passed, failed };
}

console.log('\n=== timings ===');
for (const { name, seconds } of timings) console.log(`${name.padEnd(28)} ${seconds.toFixed(1)} s`);
console.log(`${'total'.padEnd(28)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
const { passed, failed } = readCounts();
if (failedStep) console.log(`\nFailed at: ${failedStep}`);
console.log(`Tests: ${passed} passed, ${failedStep && failed === 0 ? 1 : failed} failed`);
process.exit(failedStep ? 1 : 0);
