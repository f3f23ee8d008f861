// Measures the server that renders the pages (dist/server/main.js, started by scripts/serve.mjs on the
// mock backend, MOCK=1) under load, on /, a filtered properties list and a property, in both languages:
//   - pages per second and latency (p50, p99) at 16 connections (wrk --latency, gzip accepted), each
//     page warmed up first (3 s), then the median of 3 runs of 10 s;
//   - the server process's CPU per page: its CPU time over a run (utime + stime of /proc/<pid>/stat,
//     what process.cpuUsage() counts) divided by the pages served (budget: 15 ms on the property page
//     in each language, median of the runs); the mock backend's beside it, for information;
//   - its memory (VmRSS) after 1,000 and after 10,000 pages from its start (the six pages in turn, 16
//     connections, read 2 s after each batch): it may grow by 20 MB at most between the two.
// The server is the process listening on PORT among those started (./bench/server-process.mjs). Each
// run waits for a quiet machine first (./bench/quiet-machine.mjs); wrk and the mock share the machine
// with the server: pages per second is the machine's, CPU per page the server's own.
// Then the start-up and server code's lines (./bench/startup-lines.mjs; budget 900).
// Prints the table and exits 1 when a budget is missed.
//   npm run bench:ssr                      build (npm run build), then measure
//   npm run bench:ssr -- --skip-build      measure the existing dist/ (dist/client, dist/server)
//   npm run bench:ssr -- --dist=/work/baseline/dist --serve=/work/baseline/scripts/serve.mjs
//       another build served by its own checkout's scripts/serve.mjs, not built here: the prerendered
//       pages of the app before server rendering, sent by its static server, for a before/after
//   --runs=3 --seconds=10 --connections=16; PORT and MOCK_PORT (or --port=) choose the ports.
import { spawnSync } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startAppServer } from './bench/app-server.mjs';
import { requestPages, wrk } from './bench/load.mjs';
import { median } from './bench/median.mjs';
import { quietMachine } from './bench/quiet-machine.mjs';
import { cpuMs, listeningPid, rssMb } from './bench/server-process.mjs';
import { firstPropertyId } from './bench/session.mjs';
import { STARTUP_LINES_BUDGET, startupLines } from './bench/startup-lines.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DIST = option('dist', undefined);
const SERVE = option('serve', 'scripts/serve.mjs');
const RUNS = Number(option('runs', 3));
const LOAD = {
  seconds: Number(option('seconds', 10)),
  connections: Number(option('connections', 16)),
};
const WARM_UP_SECONDS = 3;
const PORT = Number(option('port', process.env.PORT ?? 4186));
const MOCK_PORT = Number(process.env.MOCK_PORT ?? PORT + 5000);
/** Riyadh, in its region (the app keeps a city only under its region): 30 properties in the mock. */
const FILTER = 'region=1&city=1';
/** Pages served from the server's start when its memory is read. */
const MEMORY_AT = [1000, 10_000];
const BUDGET = { detailCpuMs: 15, memoryGrowthMb: 20 };

async function pagesToMeasure(origin) {
  const pages = [
    ['home', '/'],
    ['properties', `/properties?${FILTER}`],
    ['property', `/properties/${await firstPropertyId(origin)}`],
  ];
  return pages.flatMap(([name, path]) =>
    ['ar', 'en'].map((lang) => ({
      name,
      lang,
      path: lang === 'ar' ? path : path === '/' ? '/en' : `/en${path}`,
    })),
  );
}

/** The server's resident memory after each count of MEMORY_AT pages, and the answers' statuses. */
async function memoryAfterPages(origin, pid, paths) {
  const rss = [];
  const statuses = new Map();
  let served = 0;
  for (const count of MEMORY_AT) {
    const answers = await requestPages(origin, paths, count - served, LOAD.connections);
    answers.forEach((n, status) => statuses.set(status, (statuses.get(status) ?? 0) + n));
    served = count;
    await delay(2000);
    rss.push(rssMb(pid));
  }
  return { rss, statuses };
}

/** A page under load: wrk's figures and the CPU per page of the server and the mock, medians. */
async function underLoad(url, pids) {
  await wrk(url, { ...LOAD, seconds: WARM_UP_SECONDS });
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    await quietMachine();
    const before = pids.map(cpuMs);
    const result = await wrk(url, LOAD);
    // The last answers wrk did not wait for finish rendering: counted (a little more, never less).
    await delay(300);
    const [server, mock] = pids.map((pid, i) => (cpuMs(pid) - before[i]) / result.requests);
    runs.push({ ...result, cpuMs: server, mockCpuMs: mock });
  }
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((each) => each[key]))]),
  );
}

function budgetFailures(rows, rss) {
  const failures = [];
  for (const row of rows.filter((each) => each.name === 'property'))
    if (row.cpuMs > BUDGET.detailCpuMs)
      failures.push(
        `${row.path}: CPU ${row.cpuMs.toFixed(1)} ms per page (budget ${BUDGET.detailCpuMs} ms)`,
      );
  const growth = rss[1] - rss[0];
  if (growth > BUDGET.memoryGrowthMb)
    failures.push(
      `memory grew ${growth.toFixed(1)} MB from ${MEMORY_AT[0]} to ${MEMORY_AT[1]} pages (budget ${BUDGET.memoryGrowthMb} MB)`,
    );
  return failures;
}

function print(server, rows, { rss, statuses }) {
  console.log(
    `\n${server}: ${LOAD.connections} connections, median of ${RUNS} runs of ${LOAD.seconds} s`,
  );
  console.table(
    rows.map((row) => ({
      page: `${row.name} (${row.lang})`,
      path: row.path,
      'pages/s': row.pagesPerSecond.toFixed(1),
      'p50 ms': row.p50Ms.toFixed(1),
      'p99 ms': row.p99Ms.toFixed(1),
      'CPU ms/page': row.cpuMs.toFixed(2),
      'mock CPU ms/page': row.mockCpuMs.toFixed(2),
      errors: row.errors,
    })),
  );
  const answered = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(
    `Memory (VmRSS): ${rss[0].toFixed(1)} MB after ${MEMORY_AT[0]} pages, ${rss[1].toFixed(1)} MB after ${MEMORY_AT[1]} (${(rss[1] - rss[0]).toFixed(1)} MB more; answers: ${answered})`,
  );
}

async function main() {
  if (!flag('skip-build') && !DIST) {
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const logFile = join(tmpdir(), `bench-ssr-${PORT}.log`);
  const log = openSync(logFile, 'w');
  const app = await startAppServer({
    port: PORT,
    mockPort: MOCK_PORT,
    dist: DIST,
    serve: SERVE,
    stdout: log,
    stderr: log,
  });
  let results;
  try {
    const pid = listeningPid(app.pid, PORT);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    const pages = await pagesToMeasure(app.origin);
    const memory = await memoryAfterPages(
      app.origin,
      pid,
      pages.map((page) => page.path),
    );
    const pids = [pid, listeningPid(app.pid, MOCK_PORT)];
    const rows = [];
    for (const page of pages)
      rows.push({ ...page, ...(await underLoad(`${app.origin}${page.path}`, pids)) });
    results = { server: `${command} (pid ${pid})`, rows, memory };
  } finally {
    await app.stop();
  }
  print(results.server, results.rows, results.memory);
  console.log(`The servers' output: ${logFile}`);
  const failures = budgetFailures(results.rows, results.memory.rss);
  // The start-up and server code's size (./bench/startup-lines.mjs): a count, the same on any machine.
  const lines = startupLines();
  console.log(
    `Start-up and server code: ${lines ? `${lines.total} lines (cloc, no tests)` : 'cloc not installed'}, budget ${STARTUP_LINES_BUDGET}`,
  );
  if (lines && lines.total > STARTUP_LINES_BUDGET)
    failures.push(
      `start-up and server code: ${lines.total} lines (budget ${STARTUP_LINES_BUDGET})`,
    );
  if (failures.length > 0) {
    console.error(`Budgets missed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All budgets met.');
}

await main();
