// `npm test`: every check, in order, stopping at the first failure; prints the time of each step
// and, last, one line with the number of tests that passed and failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['contract lint', 'npm', ['run', '--silent', 'lint:openapi']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['generated code is fresh', 'npm', ['run', '--silent', 'check:generated']],
  ['messages', 'npm', ['run', '--silent', 'i18n:check']],
  [
    'unit and contract tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json'],
  ],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['end-to-end tests', 'npm', ['run', '--silent', 'test:e2e']],
];

mkdirSync('.tmp', { recursive: true });
for (const report of ['.tmp/vitest.json', '.tmp/playwright.json']) rmSync(report, { force: true });
const started = Date.now();
const timings = [];
let failedStep;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? 'true' },
  });
  timings.push([name, (Date.now() - t0) / 1000]);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
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
for (const [name, seconds] of timings) console.log(`${name.padEnd(28)} ${seconds.toFixed(1)} s`);
console.log(`${'total'.padEnd(28)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
const { passed, failed } = readCounts();
if (failedStep) console.log(`\nFailed at: ${failedStep}`);
console.log(`Tests: ${passed} passed, ${failedStep && failed === 0 ? 1 : failed} failed`);
process.exit(failedStep ? 1 : 0);
