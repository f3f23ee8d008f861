// Waits for a quiet machine before a measurement (the benchmarks, scripts/bench-web.mjs and
// scripts/bench-ssr.mjs): what the previous run left running (a browser still closing, a build, a
// load test's last answers) would be counted as the page's.
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** The machine's CPU time so far, busy and in all (Linux's /proc/stat); undefined elsewhere. */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
    const ticks = fields.map(Number);
    const idle = ticks[3] + (ticks[4] ?? 0);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** Waits until the CPUs are at least 85% idle over 300 ms, twice in a row (at most 15 s). */
export async function quietMachine() {
  let quiet = 0;
  for (let waited = 0; quiet < 2 && waited < 15_000; waited += 300) {
    const before = cpuTimes();
    await delay(300);
    const after = cpuTimes();
    if (!before || !after) return;
    const busy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    quiet = busy <= 0.15 ? quiet + 1 : 0;
  }
}
