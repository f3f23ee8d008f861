// The local servers (scripts/serve.mjs and the standalone mock it starts, mocks/server.ts). They keep
// an idle connection longer than Node's clients do (5 s: the journeys' API calls and the proxy's
// calls to the mock): with equal times, a request sent as the server closed its side failed with
// ECONNRESET (a journey's `POST /__mock/clock` in CI). Each server announces its time in the
// Keep-Alive header of its answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../support/free-port';

/** Node's client agent closes an idle connection after this long (http.globalAgent's timeout). */
const CLIENT_IDLE_MS = 5_000;

const SCRIPT = `export const text = ${JSON.stringify('بيتك '.repeat(2000))};\n`;
let dir = '';
let serve: ChildProcess | undefined;
let port = 0;
let mockPort = 0;

/** The seconds a server says it keeps an idle connection (Keep-Alive: timeout=N). */
function keepAliveSeconds(at: number, path: string): Promise<number> {
  return new Promise((done, fail) => {
    const call = request({ host: '127.0.0.1', port: at, path, agent: false }, (answer) => {
      answer.resume();
      const header = String(answer.headers['keep-alive'] ?? '');
      done(Number(/timeout=(\d+)/.exec(header)?.[1] ?? Number.NaN));
    });
    call.on('error', fail);
    call.setHeader('connection', 'keep-alive');
    call.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'keep-alive-'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'app.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dir, 'dist', 'assets'));
  writeFileSync(join(dir, 'dist', 'assets', 'start.js'), SCRIPT);
  port = await freePort();
  mockPort = await freePort();
  serve = spawn(process.execPath, [resolve('scripts/serve.mjs')], {
    env: {
      ...process.env,
      DIST_DIR: join(dir, 'dist'),
      PORT: String(port),
      MOCK_PORT: String(mockPort),
    },
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      await keepAliveSeconds(port, '/');
      return;
    } catch {
      // serve.mjs listens once the mock answers
    }
    await delay(100);
  }
  throw new Error('serve.mjs did not start');
}, 60_000);

afterAll(() => {
  // serve.mjs and the mock it started are one process group.
  if (serve?.pid) process.kill(-serve.pid, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

it('scripts/serve.mjs keeps an idle connection longer than a Node client does', async () => {
  expect((await keepAliveSeconds(port, '/')) * 1000).toBeGreaterThan(CLIENT_IDLE_MS);
});

it('the standalone mock keeps an idle connection longer than the proxy in front of it does', async () => {
  expect((await keepAliveSeconds(mockPort, '/__mock/health')) * 1000).toBeGreaterThan(
    CLIENT_IDLE_MS,
  );
});

it('serves JavaScript gzipped, the same file on every request', async () => {
  const get = () =>
    fetch(`http://127.0.0.1:${port}/assets/start.js`, { headers: { 'accept-encoding': 'gzip' } });
  const [first, second] = [await get(), await get()];
  expect(first.headers.get('content-encoding')).toBe('gzip');
  // fetch inflates the body: what arrives is the file.
  expect(await first.text()).toBe(SCRIPT);
  expect(await second.text()).toBe(SCRIPT);
  const raw = await new Promise<Buffer>((done, fail) => {
    const call = request(
      { host: '127.0.0.1', port, path: '/assets/start.js', headers: { 'accept-encoding': 'gzip' } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => done(Buffer.concat(chunks)));
      },
    );
    call.on('error', fail);
    call.end();
  });
  expect(raw.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 10);
});
