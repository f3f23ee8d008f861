// The standalone mock (mocks/server.ts, behind the app's server in `npm start` and the journeys)
// keeps an idle connection longer than Node's clients do (5 s): with equal times, a request sent as
// the server closed its side failed with ECONNRESET (a journey's `POST /__mock/clock` in CI). The
// app's server's own time is checked in app-server.node.test.ts. And the build's JavaScript is sent
// gzipped, compressed once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { staticFiles } from '../../src/server/static-files';
import { freePort } from '../support/free-port';
import { startAppServer, type AppServer } from './app-server';

const SCRIPT = `export const text = ${JSON.stringify('بيتك '.repeat(2000))};\n`;
let dir = '';
let mock: ChildProcess | undefined;
let mockPort = 0;
let app: AppServer;

/** The seconds a server says it keeps an idle connection (Keep-Alive: timeout=N). */
function keepAliveSeconds(at: number, path: string): Promise<number> {
  return new Promise((done, fail) => {
    const call = request({ host: '127.0.0.1', port: at, path, agent: false }, (answer) => {
      answer.resume();
      done(Number(/timeout=(\d+)/.exec(String(answer.headers['keep-alive']))?.[1] ?? Number.NaN));
    });
    call.on('error', fail);
    call.setHeader('connection', 'keep-alive');
    call.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'keep-alive-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'start.js'), SCRIPT);
  app = await startAppServer({}, staticFiles(dir));
  mockPort = await freePort();
  mock = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, MOCK_PORT: String(mockPort) },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      await keepAliveSeconds(mockPort, '/__mock/health');
      return;
    } catch {
      await delay(100);
    }
  }
  throw new Error('the mock did not start');
}, 60_000);

afterAll(async () => {
  mock?.kill('SIGTERM');
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('the standalone mock keeps an idle connection longer than the server in front of it does', async () => {
  expect((await keepAliveSeconds(mockPort, '/__mock/health')) * 1000).toBeGreaterThan(5_000);
});

it('serves JavaScript gzipped, the same file on every request', async () => {
  const get = () =>
    fetch(`${app.origin}/assets/start.js`, { headers: { 'accept-encoding': 'gzip' } });
  const [first, second] = [await get(), await get()];
  expect(first.headers.get('content-encoding')).toBe('gzip');
  expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // fetch inflates the body: what arrives is the file.
  expect(await first.text()).toBe(SCRIPT);
  expect(await second.text()).toBe(SCRIPT);
  const raw = await new Promise<Buffer>((done, fail) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: app.port,
        path: '/assets/start.js',
        headers: { 'accept-encoding': 'gzip' },
      },
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
