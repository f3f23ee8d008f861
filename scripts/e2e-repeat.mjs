// The flake detector: `npm run test:e2e:repeat -- N [playwright arguments]` runs the journeys N times
// (Playwright's --repeat-each, no retries) while one extra process keeps a core busy, then prints each
// journey's pass rate and its median and 95th-percentile time. A journey under 100% is a bug to fix.
// E2E_NO_PRESSURE=1 leaves the extra process out.
import { spawnSync } from 'node:child_process';
import { startCpuPressure } from './cpu-pressure.mjs';
import { journeyFigures, playwrightResults, quantile, seconds } from './test-results.mjs';

const times = Number(process.argv[2] ?? 5);
if (!Number.isInteger(times) || times < 1) {
  console.error('Usage: npm run test:e2e:repeat -- <times> [playwright arguments]');
  process.exit(2);
}
const report = '.tmp/playwright-repeat.json';
const stopPressure = process.env.E2E_NO_PRESSURE ? () => undefined : startCpuPressure(1);
const started = Date.now();
const run = spawnSync(
  process.execPath,
  ['scripts/e2e.mjs', `--repeat-each=${times}`, '--reporter=dot,json', ...process.argv.slice(3)],
  { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report } },
);
stopPressure();
const wall = Date.now() - started;

const byJourney = new Map();
for (const result of playwrightResults(report)) {
  const key = `${result.title}  (${result.file})`;
  const runs = byJourney.get(key) ?? [];
  runs.push(result);
  byJourney.set(key, runs);
}
const rows = [...byJourney].map(([journey, runs]) => {
  const durations = runs.map((one) => one.duration).sort((a, b) => a - b);
  return {
    journey,
    passRate: runs.filter((one) => one.ok).length / runs.length,
    p50: quantile(durations, 0.5),
    p95: quantile(durations, 0.95),
  };
});
rows.sort((a, b) => a.passRate - b.passRate || b.p95 - a.p95);

console.log(
  `\n=== ${rows.length} journeys × ${times}, ${process.env.E2E_NO_PRESSURE ? 'no' : 'one'} busy core beside ===`,
);
console.log(`${'pass'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}  journey`);
for (const row of rows) {
  const rate = `${Math.round(row.passRate * 100)}%`;
  console.log(
    `${rate.padStart(6)} ${seconds(row.p50).padStart(8)} ${seconds(row.p95).padStart(8)}  ${row.journey}`,
  );
}
const all = journeyFigures(playwrightResults(report));
const flaky = rows.filter((row) => row.passRate < 1);
console.log(
  `\nruns ${all.count}, journeys under 100%: ${flaky.length}; every run: p50 ${seconds(all.p50)}, ` +
    `p95 ${seconds(all.p95)}, slowest ${seconds(all.max)}; wall time ${seconds(wall)}`,
);
process.exit(flaky.length > 0 || rows.length === 0 ? 1 : (run.status ?? 1));
