// Attack: reading files outside the build through the local server (scripts/serve.mjs, used by
// `npm start`, the journeys and the benchmarks): `..` segments, encoded as `%2e%2e` or hidden behind
// an encoded slash, and a sibling directory whose name starts with the build directory's name
// (`dist-secret` beside `dist`).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';

const SECRET = 'secret-that-must-not-leak';
let dir = '';
let serve: ChildProcess | undefined;
let mock: Server | undefined;
let port = 0;

/** A raw GET: `path` goes on the wire exactly as written (fetch would normalise it). */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const call = request({ host: '127.0.0.1', port, path, method: 'GET' }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        done({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    call.on('error', fail);
    call.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-attack-'));
  const root = join(dir, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'app.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'index.html'), '<!doctype html><p>home</p>');
  writeFileSync(join(root, 'assets', 'a.js'), 'export {};');
  mkdirSync(join(dir, 'dist-secret'));
  writeFileSync(join(dir, 'dist-secret', 'secret.txt'), SECRET);
  writeFileSync(join(dir, 'secret.txt'), SECRET);
  // The API side is not under attack here: a stand-in that says it is up.
  mock = createServer((_, res) => res.end('{}')).listen(0, '127.0.0.1');
  await new Promise((done) => mock!.once('listening', done));
  const mockPort = (mock.address() as AddressInfo).port;
  port = await freePort();
  serve = spawn(process.execPath, [resolve('scripts/serve.mjs')], {
    env: {
      ...process.env,
      DIST_DIR: root,
      PORT: String(port),
      MOCK_URL: `http://127.0.0.1:${mockPort}`,
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await get('/')).status === 200) return;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error('serve.mjs did not start');
});

afterAll(() => {
  serve?.kill();
  mock?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('scripts/serve.mjs', () => {
  it('serves the build', async () => {
    expect(await get('/assets/a.js')).toMatchObject({ status: 200, body: 'export {};' });
  });

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/.%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%2fdist-secret/secret.txt',
    '/%2e%2e%2fdist-secret%2fsecret.txt',
    '/assets/..%2f..%2fdist-secret/secret.txt',
    '/..%5cdist-secret%5csecret.txt',
    '/%2e%2e/dist-secret/secret.txt',
    `/..%2f${'..%2f'.repeat(12)}etc/passwd`,
    '/secret.txt%00.js',
    '//../secret.txt',
  ])('does not leak a file outside the build: %s', async (path) => {
    const answer = await get(path);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toContain('root:');
    expect([200, 400, 404]).toContain(answer.status);
    // Still serving.
    expect((await get('/assets/a.js')).status).toBe(200);
  });
});
