// Runs the Playwright journeys against the built app (dist/) and the standalone mock server.
// Chromium and nginx (for tests/e2e/nginx.spec.ts) are found, or installed together in one apt-get call.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findTools } from './find-chromium.mjs';

const { chromium, nginx } = findTools('chromium', 'nginx');
if (!existsSync('dist/index.html')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium, NGINX_PATH: nginx },
});
process.exit(result.status ?? 1);
