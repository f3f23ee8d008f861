// Attack: downloading the build's source maps (the app's sources, comments included) from the site,
// through the app's server or nginx, by name or encoded; and where the browser's own CSP reports go.
// The maps are built, kept beside the build for the server that maps error reports' stacks, and never
// served.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { loadContract } from '../../scripts/contract/contract';
import { renderNginxConfig } from '../../scripts/nginx/render.mjs';
import { staticFiles } from '../../src/server/static-files';
import { startAppServer, type AppServer } from '../servers/app-server';

const MAP = '{"version":3,"sources":["../../src/app/secret-source.tsx"],"mappings":"AAAA"}';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** nginx's port for this test (NGINX_TEST_PORT; the system picks one otherwise). */
const NGINX_PORT = Number(process.env.NGINX_TEST_PORT ?? 0);

let dir = '';
let root = '';
let app: AppServer;

/** A raw GET: `path` goes on the wire exactly as written. */
function get(port: number, path: string) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (done, fail) => {
      const call = request({ host: '127.0.0.1', port, path, method: 'GET' }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          done({
            status: answer.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: answer.headers,
          }),
        );
      });
      call.on('error', fail);
      call.end();
    },
  );
}

const MAP_PATHS = [
  '/assets/a.js.map',
  '/assets/a.js.MAP',
  '/assets/a.js%2Emap',
  '/assets/a.js.map?x=1',
  '/assets/nested/b.css.map',
];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'source-maps-'));
  root = join(dir, 'client');
  mkdirSync(join(root, 'assets', 'nested'), { recursive: true });
  writeFileSync(join(root, 'assets', 'a.js'), 'export {};');
  writeFileSync(join(root, 'assets', 'a.js.map'), MAP);
  writeFileSync(join(root, 'assets', 'a.js.MAP'), MAP);
  writeFileSync(join(root, 'assets', 'nested', 'b.css.map'), MAP);
  writeFileSync(join(root, 'favicon-32.png'), 'png');
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
    expect((await get(app.port, '/assets/a.js')).status).toBe(200);
  });

  it.each(MAP_PATHS)('never serves a source map: %s', async (path) => {
    const answer = await get(app.port, path);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('secret-source');
  });

  it("sends a page's CSP reports to the contract's error operation (report-to, Reporting-Endpoints)", async () => {
    const errors = loadContract().operations.find((each) => each.operationId === 'reportErrors')!;
    const page = await get(app.port, '/who-we-are');
    const policy = String(page.headers['content-security-policy']);
    const group = /(?:^|;\s*)report-to ([\w-]+)/.exec(policy)?.[1];
    expect(group, policy).toBeDefined();
    expect(String(page.headers['reporting-endpoints'])).toContain(`${group}="${errors.path}"`);
  });
});

describe.skipIf(!existsSync(NGINX))('nginx', () => {
  let nginx: ChildProcess | undefined;
  let port = NGINX_PORT;
  let prefix = '';

  beforeAll(async () => {
    prefix = resolve('.tmp', `nginx-source-maps-${process.pid}`);
    rmSync(prefix, { recursive: true, force: true });
    if (!port) {
      const probe = await startAppServer();
      port = probe.port;
      await probe.stop();
    }
    const { conf } = renderNginxConfig({
      out: prefix,
      standalone: true,
      root,
      listen: `127.0.0.1:${port}`,
      httpListen: 'off',
      serverName: 'www.baitak.example 127.0.0.1',
    });
    const args = ['-p', prefix, '-c', conf!, '-e', join(prefix, 'error.log')];
    const global = `daemon off; pid ${join(prefix, 'nginx.pid')};${process.getuid?.() === 0 ? ' user root;' : ''}`;
    const check = spawnSync(NGINX, ['-t', ...args, '-g', global], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX, [...args, '-g', global], { stdio: 'ignore' });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if ((await get(port, '/favicon-32.png').catch(() => undefined))?.status === 200) break;
      await delay(50);
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const stopped = new Promise((done) => nginx!.once('exit', done));
      nginx.kill('SIGTERM');
      await stopped;
    }
    rmSync(prefix, { recursive: true, force: true });
  });

  it('serves the build', async () => {
    expect((await get(port, '/assets/a.js')).status).toBe(200);
  });

  it.each(MAP_PATHS)('never serves a source map: %s', async (path) => {
    const answer = await get(port, path);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('secret-source');
  });
});
