// Debian's nginx with the production configuration (scripts/nginx/), rendered into .tmp/ and started
// in the foreground on free ports, for the journeys that test the production server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../support/free-port';
import { renderNginxConfig, type NginxOptions } from '../../scripts/nginx/render.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The names the test nginx serves: a real name, and the address the browser uses. */
export const SITE_NAME = 'www.baitak.example';

export type RunningNginx = {
  /** The site, as the browser reaches it (http://127.0.0.1:port). */
  origin: string;
  /** The plain-HTTP server, which redirects to https://. */
  httpOrigin: string;
  stop: () => Promise<void>;
};

async function waitUntilServing(nginx: ChildProcess, url: string, log: string): Promise<void> {
  // Up to 15 s: nginx starts beside the other journeys on a busy machine.
  let last = 'no answer';
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped (code ${nginx.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  const errors = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-5).join('\n') : '';
  throw new Error(`nginx did not serve ${url} (${last})\n${errors}`);
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
  await waitUntilServing(nginx, `${origin}/`, log);
  return {
    origin,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    stop: async () => {
      if (nginx.exitCode === null) {
        const stopped = new Promise((done) => nginx.once('exit', done));
        nginx.kill('SIGTERM');
        await stopped;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
