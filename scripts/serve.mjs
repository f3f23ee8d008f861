// `npm start` (after the build) and the journeys: the built server (dist/server/main.js) on the mock
// backend, which it starts here unless MOCK_URL points at a running one. As production answers: the
// same security headers on every answer (src/server/security-headers.mjs), the checkout under the
// payment pages' policy with the mock provider's frame (PAYMENT_PROVIDER_ORIGIN). Only with MOCK=1
// (the journeys, the benchmarks: playwright.config.ts sets it) does the server pass on the mock's
// unauthenticated controls (/__mock/…: its clock, scenarios, holds) and test cookies; `npm start`
// without it does not.
// PORT (default 4173) and MOCK_PORT (default 9090) choose the ports; DIST_DIR another build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(process.env.DIST_DIR ?? resolve(root, 'dist'));
const mockPort = Number(process.env.MOCK_PORT ?? 9090);
const mockUrl = new URL(process.env.MOCK_URL ?? `http://127.0.0.1:${mockPort}`);
const server = resolve(dist, 'server', 'main.js');
if (!existsSync(server)) {
  console.error('dist/ has no build: run `npm run build` first.');
  process.exit(1);
}

const children = [];
function start(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`${args.at(-1)} stopped with code ${code}`);
  });
  children.push(child);
}

async function waitForMock() {
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(new URL('/__mock/health', mockUrl)).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await delay(100);
  }
  throw new Error(`the mock server did not start at ${mockUrl.href}`);
}

if (!process.env.MOCK_URL)
  start(['--import', 'tsx', 'mocks/server.ts'], {
    MOCK_PORT: String(mockPort),
    // Error reports' stacks mapped with the served build's own source maps.
    SOURCE_MAPS_DIR: process.env.SOURCE_MAPS_DIR ?? resolve(dist, 'sourcemaps', 'assets'),
  });
await waitForMock();
start([server], {
  MOCK: process.env.MOCK === '1' ? '1' : '0',
  // The mock answers at once: a page that waits longer waits on a busy machine, not on its data.
  RENDER_DEADLINE_MS: process.env.RENDER_DEADLINE_MS ?? '10000',
  BACKEND_URL: mockUrl.origin,
  MOCK_PORT: String(mockPort),
  PAYMENT_PROVIDER_ORIGIN:
    process.env.PAYMENT_PROVIDER_ORIGIN ?? `http://localhost:${mockUrl.port}`,
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    children.forEach((child) => child.kill(signal));
    process.exit(0);
  });
