// `npm run test:e2e:engines` (a stage of `npm test`): the business journeys on Firefox and WebKit, side
// by side, against one server of the built app on the standalone mock (docs/browser-engines.md).
// Firefox: Debian's Firefox ESR, driven by Playwright over WebDriver BiDi (playwright.engines.config.ts,
// the journeys of tests/e2e chosen in tests/e2e/engines.ts). WebKit: Debian's WebKitGTK through its
// WebDriver server in a virtual display (tests/engines/run-webkit.ts). The Debian packages are
// installed with apt-get where this runs as root on Debian, as for Chromium; never a browser download.
// A missing engine fails the run in CI (`CI` set); elsewhere it is skipped, saying how to install it.
// ENGINES=firefox or ENGINES=webkit runs one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { aptInstall, canAptInstall } from './find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4180);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 9190);
const wanted = (process.env.ENGINES ?? 'firefox,webkit').split(',');
const firstExisting = (...paths) => paths.find((path) => path && existsSync(path));

const ENGINES = {
  firefox: {
    packages: ['firefox-esr'],
    find: () => {
      const firefox = firstExisting(
        process.env.FIREFOX_PATH,
        '/usr/bin/firefox-esr',
        '/usr/bin/firefox',
      );
      return firefox && { FIREFOX_PATH: firefox };
    },
    help: 'Firefox (ESR 128 or later): sudo apt-get install firefox-esr, or set FIREFOX_PATH',
  },
  webkit: {
    packages: ['webkit2gtk-driver', 'xvfb', 'xauth'],
    find: () => {
      const driver = firstExisting(process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver');
      const browser = firstExisting(
        process.env.WEBKIT_BROWSER_PATH,
        ...readdirSync('/usr/lib').map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`),
      );
      const xvfb = firstExisting('/usr/bin/xvfb-run') && firstExisting('/usr/bin/xauth');
      return (
        driver && browser && xvfb && { WEBKIT_WEBDRIVER_PATH: driver, WEBKIT_BROWSER_PATH: browser }
      );
    },
    help: 'WebKitGTK: sudo apt-get install webkit2gtk-driver xvfb xauth (WebKitWebDriver, its MiniBrowser, a virtual display)',
  },
};

const engines = wanted.filter((name) => ENGINES[name]);
const missing = engines.filter((name) => !ENGINES[name].find());
if (missing.length > 0 && canAptInstall())
  aptInstall(...missing.flatMap((name) => ENGINES[name].packages));
const env = { ...process.env, E2E_PORT: String(port), E2E_MOCK_PORT: String(mockPort) };
const ready = [];
for (const name of engines) {
  const found = ENGINES[name].find();
  if (found) {
    Object.assign(env, found);
    ready.push(name);
    continue;
  }
  console.error(`\n${name}: not installed. Install ${ENGINES[name].help}.`);
  if (process.env.CI) {
    console.error(`Failing: CI runs the journeys on every engine (docs/browser-engines.md).`);
    process.exit(1);
  }
  console.error(`Skipping the ${name} journeys on this machine (CI runs them).\n`);
}
if (ready.length === 0) process.exit(0);

if (!existsSync('dist/server/main.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts a command in its own process group (to end it with its children); resolves with its code. */
function start(command, args, extraEnv = {}, { quiet = false } = {}) {
  const child = spawn(command, args, {
    env: { ...env, ...extraEnv },
    // The servers' request log stays out of the journeys' report; their errors do not.
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    detached: true,
  });
  const done = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  process.on('exit', () => stopGroup(child));
  return { child, done, stop: () => stopGroup(child) };
}
function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already ended.
  }
}

// Ended from outside (Ctrl-C, a time limit): the servers and browsers end too.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

/** Polls `url` until it answers 200 (60 s at most, as Playwright's webServer waits). */
async function waitUntilUp(url, child, what) {
  for (let i = 0; ; i += 1) {
    const up = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    if (i > 1200 || child.exitCode !== null) {
      console.error(`${what} did not start.`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// One mock and one server of the build for both engines (MOCK=1: the journeys reach the mock's
// controls). The mock starts here, so that a busy machine's slower start is waited for as long as
// Playwright waits for the Chromium journeys' server.
const mock = start(
  'node',
  ['--import', 'tsx', 'mocks/server.ts'],
  { MOCK_PORT: String(mockPort) },
  { quiet: true },
);
const mockUrl = `http://127.0.0.1:${mockPort}`;
await waitUntilUp(`${mockUrl}/__mock/health`, mock.child, 'The mock server');
const server = start(
  'node',
  ['scripts/serve.mjs'],
  { PORT: String(port), MOCK_URL: mockUrl, MOCK: '1' },
  { quiet: true },
);
await waitUntilUp(`http://127.0.0.1:${port}/`, server.child, 'The app server');

for (const report of ['.tmp/playwright-firefox.json', '.tmp/webkit.json'])
  rmSync(report, { force: true });
const runs = {
  firefox: () =>
    start('npx', ['playwright', 'test', '-c', 'playwright.engines.config.ts'], {
      E2E_SERVER_RUNNING: '1',
    }),
  webkit: () => start('npx', ['tsx', 'tests/engines/run-webkit.ts']),
};
const t0 = Date.now();
const results = await Promise.all(
  ready.map(async (name) => {
    const code = await runs[name]().done;
    return { name, code, seconds: (Date.now() - t0) / 1000 };
  }),
);
server.stop();
mock.stop();
console.log('\n=== engines ===');
for (const { name, code, seconds } of results)
  console.log(`${name.padEnd(10)} ${code === 0 ? 'passed' : 'FAILED'}  ${seconds.toFixed(1)} s`);
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
