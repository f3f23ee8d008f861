// Debian's nginx with the production configuration (scripts/nginx/), rendered into .tmp/ and started
// in the foreground on free ports, in front of app servers as production runs them (two processes of
// the built server, dist/server/main.js, with CSP_NONCE=edge) on the journeys' mock backend.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../support/free-port';
import { renderNginxConfig, type NginxOptions } from '../../scripts/nginx/render.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const APP_SERVER = resolve('dist', 'server', 'main.js');
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 9190);
/** The mock payment provider's origin (mocks/db/web-app-config.ts). */
export const PROVIDER = `http://localhost:${MOCK_PORT}`;

/** The names the test nginx serves: a real name, and the address the browser uses. */
export const SITE_NAME = 'www.baitak.example';

export type RunningNginx = {
  /** The site, as the browser reaches it (http://127.0.0.1:port). */
  origin: string;
  /** The plain-HTTP server, which redirects to https://. */
  httpOrigin: string;
  stop: () => Promise<void>;
};

/** One line of an app server's access log (src/server/app-server.ts). */
export type AccessLogEntry = { request_id: string; method: string; path: string; status: number };

export type AppServer = {
  /** host:port, for APP_UPSTREAMS. */
  address: string;
  /** The requests it answered, from its access log. */
  requests: AccessLogEntry[];
  stop: () => Promise<void>;
};

/** Polls `url` until it answers 2xx (up to 15 s: these start beside the other journeys). */
async function waitUntilServing(child: ChildProcess, url: string, log: () => string) {
  let last = 'no answer';
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: stopped (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error(`nothing served ${url} (${last})\n${log()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const stopped = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await stopped;
}

/** Starts `count` app server processes (MOCK=1, CSP_NONCE=edge) on free ports. */
export async function startAppServers(count = 2): Promise<AppServer[]> {
  if (!existsSync(APP_SERVER)) throw new Error(`no build at ${APP_SERVER}: run \`npm run bundle\``);
  return Promise.all(
    Array.from({ length: count }, async () => {
      const port = await freePort();
      const child = spawn(process.execPath, [APP_SERVER], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          METRICS_PORT: '0',
          MOCK: '1',
          MOCK_PORT: String(MOCK_PORT),
          BACKEND_URL: `http://127.0.0.1:${MOCK_PORT}`,
          PUBLIC_ORIGIN: `https://${SITE_NAME}`,
          PAYMENT_PROVIDER_ORIGIN: PROVIDER,
          CSP_NONCE: 'edge',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const requests: AccessLogEntry[] = [];
      let output = '';
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        const lines = output.split('\n');
        output = lines.pop()!;
        for (const line of lines) if (line.startsWith('{')) requests.push(JSON.parse(line));
      });
      let errors = '';
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
      await waitUntilServing(child, `http://127.0.0.1:${port}/healthz`, () => errors);
      return { address: `127.0.0.1:${port}`, requests, stop: () => stopProcess(child) };
    }),
  );
}

/** Renders the standalone configuration with `options`, checks it with `nginx -t` and starts nginx. */
export async function startNginx(
  name: string,
  options: Omit<NginxOptions, 'out' | 'standalone' | 'listen' | 'httpListen' | 'serverName'>,
): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is not installed at ${NGINX}: run \`npm run test:e2e\` (it installs Debian's nginx as root) or set NGINX_PATH`,
    );
  }
  const [port, httpPort] = [await freePort(), await freePort()];
  const prefix = resolve('.tmp', `nginx-${name}-${process.pid}`);
  rmSync(prefix, { recursive: true, force: true });
  const { conf } = renderNginxConfig({
    ...options,
    out: prefix,
    standalone: true,
    listen: `127.0.0.1:${port}`,
    httpListen: `127.0.0.1:${httpPort}`,
    serverName: `${SITE_NAME} 127.0.0.1`,
  });
  const log = join(prefix, 'error.log');
  const args = [
    '-p',
    prefix,
    '-c',
    conf!,
    '-e',
    log,
    '-g',
    // As root, nginx's workers run as `nobody`, who may not read a checkout in a private directory
    // (such as one made by mktemp): keep them as the user who owns the build.
    `daemon off; pid ${join(prefix, 'nginx.pid')};${process.getuid?.() === 0 ? ' user root;' : ''}`,
  ];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t:\n${check.stderr}`);
  const nginx = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://127.0.0.1:${port}`;
  // A file nginx serves itself: no page is rendered, and the cache stays empty for the tests.
  await waitUntilServing(nginx, `${origin}/favicon-32.png`, () =>
    existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-5).join('\n') : '',
  );
  return {
    origin,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    stop: async () => {
      await stopProcess(nginx);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
