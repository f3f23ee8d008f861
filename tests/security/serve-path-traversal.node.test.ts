// Attack: reading files outside the build through the app's server (src/server, what `npm start`,
// the journeys and production run): `..` segments, encoded as `%2e%2e` or hidden behind an encoded
// slash, and a sibling directory whose name starts with the build directory's name (`dist-secret`
// beside `dist`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { staticFiles } from '../../src/server/static-files';
import { startAppServer, type AppServer } from '../servers/app-server';

const SECRET = 'secret-that-must-not-leak';
let dir = '';
let app: AppServer;

/** A raw GET: `path` goes on the wire exactly as written (fetch would normalise it). */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const call = request({ host: '127.0.0.1', port: app.port, path, method: 'GET' }, (answer) => {
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
  writeFileSync(join(root, 'index.html'), '<!doctype html><p>template</p>');
  writeFileSync(join(root, 'assets', 'a.js'), 'export {};');
  mkdirSync(join(dir, 'dist-secret'));
  writeFileSync(join(dir, 'dist-secret', 'secret.txt'), SECRET);
  writeFileSync(join(dir, 'secret.txt'), SECRET);
  server.listen({ onUnhandledRequest: 'bypass' });
  app = await startAppServer({}, staticFiles(root));
});

afterAll(async () => {
  await app.stop();
  server.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the app's server", () => {
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
    expect([200, 301, 400, 404]).toContain(answer.status);
    // Still serving.
    expect((await get('/assets/a.js')).status).toBe(200);
  });
});
