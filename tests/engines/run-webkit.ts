// Runs the WebKit journeys (tests/engines/webkit-journeys.ts) in Debian's WebKitGTK through its
// WebDriver server (WebKitWebDriver, in a virtual display: xvfb-run), against the app at E2E_PORT
// (served with MOCK=1, scripts/e2e-engines.mjs). Each journey, in each language, gets a namespace of
// the mock of its own and a clean browser (cookies and storage cleared); it fails on a policy
// violation or an error its pages report once shown (page-scripts.ts, WATCH_PROBLEMS). Writes .tmp/webkit.json ({ title, file, duration,
// ok } per run) and, for a failed journey, a screenshot and the page's address in test-results/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFaultProxy } from './fault-proxy';
import { fieldReports } from './webkit-field-reports';
import { JOURNEYS, takeProblems, type Locale } from './webkit-journeys';
import { WebDriver } from './webdriver';

const port = Number(process.env.E2E_PORT ?? 4180);
const base = `http://127.0.0.1:${port}`;
const driverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? 'WebKitWebDriver';
const miniBrowser =
  process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const RUN = Math.random().toString(36).slice(2, 8);
const FILE = 'tests/engines/webkit-journeys.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => resolve(free));
    });
  });

/**
 * MiniBrowser's toolbar (its buttons and the address field) is 447 px wide at least with GTK's
 * default padding, and a window is never narrower than its widgets: a phone's 390 px could not be
 * had. A style sheet of GTK (read from $XDG_CONFIG_HOME/gtk-3.0/gtk.css) takes the padding and the
 * minimum widths off the toolbar's buttons and address field, so that the window, and the page's
 * layout viewport, can be 390 px wide. Only the browser's own widgets: the page is drawn by WebKit.
 */
function narrowToolbar() {
  const config = mkdtempSync(join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(
    join(config, 'gtk-3.0', 'gtk.css'),
    `window > box > box > button, window > box > box > entry, window > box > box > menubutton {
  min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0;
}\n`,
  );
  return config;
}

async function startDriver() {
  const driverPort = await freePort();
  const gtkConfig = narrowToolbar();
  const child = spawn('xvfb-run', ['-a', driverPath, `--port=${driverPort}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, XDG_CONFIG_HOME: gtkConfig },
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n')));
  const endpoint = `http://127.0.0.1:${driverPort}`;
  for (let i = 0; ; i += 1) {
    const up = await fetch(`${endpoint}/status`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (i > 200 || child.exitCode !== null)
      throw new Error(`WebKitWebDriver did not start:\n${output.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    rmSync(gtkConfig, { recursive: true, force: true });
  };
  return { endpoint, output, stop };
}

/** The demo customer's session cookies, from signing in through the API in `namespace`. */
async function demoSession(namespace: string) {
  const jar = new Map<string, string>([['mock_ns', namespace]]);
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const set: { name: string; value: string; path: string; httpOnly: boolean }[] = [];
  const call = async (path: string, body?: unknown) => {
    const answer = await fetch(`${base}/customer/api/v1/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        cookie: cookieHeader(),
        accept: 'application/json',
        ...(body
          ? { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' }
          : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const header of answer.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const [name, value] = [
        pair!.slice(0, pair!.indexOf('=')),
        pair!.slice(pair!.indexOf('=') + 1),
      ];
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      jar.set(name, value);
      set.push({ name, value, path, httpOnly: attributes.some((a) => /^httponly$/i.test(a)) });
    }
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return answer.json() as Promise<Record<string, unknown>>;
  };
  await call('check-authenticated');
  const { sid } = await call('sign-in', { login: '1000000008' });
  await call('sign-in/otp', { sid, otp: '123456' });
  return set.filter(({ name }) => name !== 'mock_ns');
}

const started = Date.now();
const results: { title: string; file: string; duration: number; ok: boolean }[] = [];
const driver = await startDriver();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    driver.stop();
    process.exit(1);
  });
/** A MiniBrowser of the WebDriver server; `args` added to its command line. */
const startBrowser = (...args: string[]) =>
  WebDriver.start(driver.endpoint, {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation', ...args] },
  });
// One browser for every journey, its requests through the proxy: it passes on what no rule takes,
// and a journey that fails the network sets its rules (a second MiniBrowser session, started
// after the first one quit, could wait for ever on a busy machine).
const proxy = await startFaultProxy();
let shared: WebDriver | undefined;
try {
  shared = await startBrowser(`--proxy=${proxy.url}`);
  // WEBKIT_GREP: only the journeys whose title it matches (to run one while working on it).
  const grep = new RegExp(process.env.WEBKIT_GREP ?? '');
  // The journey that fails a chunk's load comes first, while no chunk is in the browser's cache.
  for (const journey of [fieldReports, ...JOURNEYS].filter(({ title }) => grep.test(title))) {
    for (const locale of ['ar', 'en'] as Locale[]) {
      const title = `[webkit] ${journey.title} (${locale})`;
      const namespace = `${RUN}-webkit-${results.length}`;
      const t0 = Date.now();
      const seen = driver.output.length;
      let error: unknown;
      const session: WebDriver = shared;
      try {
        // A clean browser in the journey's namespace of the mock.
        await session.goto(`${base}/robots.txt`);
        await session.execute('localStorage.clear(); sessionStorage.clear();');
        await session.command('DELETE', '/cookie');
        await takeProblems(session);
        for (const [name, value] of [
          ['mock_ns', namespace],
          ['mock_seed', namespace],
          // WebKitGTK keeps no Secure cookie on http://127.0.0.1: the mock sets them without it.
          ['mock_scenario', 'plain-http-cookies'],
        ])
          await session.addCookie({ name, value, path: '/' });
        await journey.run({
          driver: session,
          locale,
          base,
          advanceClock: async (seconds) => {
            const answer = await fetch(`${base}/__mock/clock`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: `mock_ns=${namespace}` },
              body: JSON.stringify({ advance_seconds: seconds }),
            });
            if (!answer.ok) throw new Error(`POST /__mock/clock: ${answer.status}`);
          },
          signIn: async () => {
            for (const cookie of await demoSession(`${namespace}-sign-in`))
              await session.addCookie(cookie);
          },
          namespace,
          mock: async <T>(path: string) => {
            const answer = await fetch(`${base}${path}`, {
              headers: { cookie: `mock_ns=${namespace}`, accept: 'application/json' },
            });
            if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
            return (await answer.json()) as T;
          },
          network: journey.network ? proxy : undefined,
        });
        const problems = await takeProblems(session);
        if (problems.length > 0) throw new Error(`the pages reported:\n${problems.join('\n')}`);
      } catch (caught) {
        error = caught;
      }
      proxy.clear();
      const duration = Date.now() - t0;
      results.push({ title, file: FILE, duration, ok: !error });
      if (!error) {
        console.log(`  ✓ ${title} (${(duration / 1000).toFixed(1)} s)`);
        continue;
      }
      console.log(`  ✘ ${title} (${(duration / 1000).toFixed(1)} s)\n    ${String(error)}`);
      try {
        const dir = `test-results/webkit-${results.length}-${locale}`;
        mkdirSync(dir, { recursive: true });
        writeFileSync(`${dir}/test-failed.png`, Buffer.from(await session.screenshot(), 'base64'));
        console.log(`    at ${await session.url()}; screenshot: ${dir}/test-failed.png`);
      } catch {
        // The browser itself failed: its output is below.
      }
      console.log(driver.output.slice(seen).join('\n').slice(-4000));
    }
  }
} finally {
  await shared?.quit().catch(() => undefined);
  await proxy.close();
  driver.stop();
}

mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/webkit.json', JSON.stringify({ results }, null, 2));
const failed = results.filter(({ ok }) => !ok).length;
console.log(
  `\nWebKit: ${results.length - failed} passed, ${failed} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed > 0 ? 1 : 0);
