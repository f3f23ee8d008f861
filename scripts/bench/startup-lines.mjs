// The start-up and server code's size (issue 33: under 900 lines without tests): code lines by cloc
// (no blank or comment line) of the entries, the hydration state, the server (src/server, its tests
// left out) and the listings' head tags. Printed by scripts/bench-ssr.mjs, or alone:
//   node scripts/bench/startup-lines.mjs
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const STARTUP_LINES_BUDGET = 900;

export const STARTUP_FILES = [
  'src/entry-client.tsx',
  'src/entry-server.tsx',
  'src/app/app-state.ts',
  ...readdirSync('src/server')
    .filter((name) => !/\.test\.|\.d\.mts$/.test(name))
    .map((name) => `src/server/${name}`),
  'src/features/catalogue/detail/listing-head.ts',
];

/** Code lines of each file and their sum; undefined when cloc is not installed. */
export function startupLines() {
  const run = spawnSync('cloc', ['--json', '--by-file', '--quiet', ...STARTUP_FILES], {
    encoding: 'utf8',
  });
  if (run.error || run.status !== 0) return undefined;
  const { header: _header, SUM, ...files } = JSON.parse(run.stdout);
  return { total: SUM.code, files: Object.entries(files).map(([file, { code }]) => [file, code]) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const lines = startupLines();
  if (!lines) throw new Error('cloc is not installed (apt-get install cloc)');
  for (const [file, code] of lines.files) console.log(`${String(code).padStart(5)} ${file}`);
  console.log(`${String(lines.total).padStart(5)} in all (budget ${STARTUP_LINES_BUDGET})`);
  if (lines.total > STARTUP_LINES_BUDGET) process.exitCode = 1;
}
