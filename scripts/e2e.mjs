// Runs the Playwright journeys against the built app's server (dist/) on the standalone mock server.
// Chromium and nginx (for tests/e2e/nginx.spec.ts) are found, or installed together in one apt-get call.
// On a failure, each failed journey's page snapshot (error-context.md) is printed too: a CI log is
// often all there is to read.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findTools } from './find-chromium.mjs';

const RESULTS = 'test-results';
const SNAPSHOT_LINES = 80;

function printPageSnapshots() {
  if (!existsSync(RESULTS)) return;
  for (const dir of readdirSync(RESULTS)) {
    const file = join(RESULTS, dir, 'error-context.md');
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    const shown = lines.slice(0, SNAPSHOT_LINES).join('\n');
    const more =
      lines.length > SNAPSHOT_LINES ? `\n… ${lines.length - SNAPSHOT_LINES} more lines` : '';
    console.log(`\n=== page snapshot: ${dir} ===\n${shown}${more}`);
  }
}

const { chromium, nginx } = findTools('chromium', 'nginx');
if (!existsSync('dist/server/main.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium, NGINX_PATH: nginx },
});
if (result.status !== 0) printPageSnapshots();
process.exit(result.status ?? 1);
