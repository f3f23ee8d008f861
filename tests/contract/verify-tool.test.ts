// `npm run contract:verify` against the standalone mock server: no violation, every operation covered
// (or skipped with the contract's reason), a JUnit report; one clear line for a wrong or absent server.
// That it catches each way of breaking the contract: verify-breaks.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../mocks/testing/mock-api';
import { freePort } from '../support/free-port';
import { ContractClient } from '../../scripts/contract/client';
import { loadContract } from '../../scripts/contract/contract';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;

type Run = { code: number | null; output: string };

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const verify = ([baseUrl, ...options]: string[]) =>
  run(tsx, ['scripts/contract-verify.ts', '--base-url', baseUrl, ...options]);

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let tries = 0; tries < 450; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the mock server stopped:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url}:\n${log()}`);
}

/** Answers every request with an HTML page, like a web server in front of the wrong origin. */
function htmlServer(): Server {
  return createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<h1>Welcome</h1>');
  });
}

async function startMockServer(): Promise<{ server: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(port) },
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(`${baseUrl}/__mock/health`, server, () => log);
  return { server, baseUrl };
}

/**
 * Signs the demo customer in through the API, in a data namespace of its own (the mock reads it from
 * `X-Mock-Namespace`): the `--cookie` values a team would take from a session of its own.
 */
async function sessionCookies(baseUrl: string, namespace: string): Promise<string[]> {
  const client = new ContractClient(baseUrl, (request) => {
    request.headers.set('X-Mock-Namespace', namespace);
    return fetch(request);
  });
  await client.call('GET', '/customer/api/v1/check-authenticated');
  const started = await client.call<{ sid: string }>('POST', '/customer/api/v1/sign-in', {
    json: { login: DEMO.mobile },
  });
  await client.call('POST', '/customer/api/v1/sign-in/otp', {
    json: { sid: started.body.sid, otp: DEMO.otp },
  });
  return ['sessionid', 'csrftoken'].map((name) => `${name}=${client.jar.get(name) ?? ''}`);
}

const JUNIT = `${root}.tmp/contract-verify.junit.xml`;
mkdirSync(`${root}.tmp`, { recursive: true });

describe('contract:verify', () => {
  let mockServer: ChildProcess | undefined;
  const html = htmlServer();
  let runs: Record<
    'mock' | 'html' | 'unreachable' | 'noArguments' | 'session' | 'expiredByHeader' | 'noCookie',
    Run
  >;

  // The runs go side by side: each waits mostly for its own process.
  beforeAll(async () => {
    await new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve));
    const htmlUrl = `http://127.0.0.1:${(html.address() as AddressInfo).port}`;
    const started = startMockServer();
    const mock = started.then(({ server, baseUrl }) => {
      mockServer = server;
      return verify([baseUrl, '--mock', '--allow-skips', '--prism', '--junit', JUNIT]);
    });
    // A pre-authenticated session on the command line: without the cookies, or with a header that
    // makes the mock answer as if the session had expired, the same run fails.
    const sessionRuns = started.then(async ({ baseUrl }) => {
      const namespace = `verify-cookie-${Date.now()}`;
      const cookies = await sessionCookies(baseUrl, namespace);
      const header = ['--header', `X-Mock-Namespace: ${namespace}`];
      const cookieOptions = cookies.flatMap((cookie) => ['--cookie', cookie]);
      const base = [baseUrl, '--only', 'notifications', '--allow-skips'];
      return Promise.all([
        verify([...base, ...header, ...cookieOptions, '--verbose']),
        verify([...base, ...cookieOptions, '--header', 'X-Mock-Scenario: session-expired']),
        verify([...base, ...header]),
      ]);
    });
    const [mockRun, [session, expiredByHeader, noCookie], htmlRun, unreachable, noArguments] =
      await Promise.all([
        mock,
        sessionRuns,
        verify([htmlUrl, '--only', 'lookups']),
        verify([`http://127.0.0.1:${await freePort()}`, '--timeout', '2']),
        run(tsx, ['scripts/contract-verify.ts']),
      ]);
    runs = {
      mock: mockRun,
      html: htmlRun,
      unreachable,
      noArguments,
      session,
      expiredByHeader,
      noCookie,
    };
    // Prism starts in about 10 s on a busy 2-core machine; 460 checks replayed through it take a
    // minute when the machine runs ten times more work than it has cores: a ceiling, not a budget.
  }, 300_000);

  afterAll(async () => {
    mockServer?.kill();
    await new Promise<void>((resolve) => html.close(() => resolve()));
  });

  it('finds no violation on the standalone mock server (exit 0)', () => {
    expect(runs.mock.output).toMatch(/\d+ checks, \d+ passed, 0 failed/);
    expect(runs.mock.code, runs.mock.output).toBe(0);
  });

  it('covers every operation of the contract, or the contract says why not (x-verify-skip)', () => {
    const covered = /operations covered: (\d+) of (\d+)/.exec(runs.mock.output);
    expect(covered, runs.mock.output).not.toBeNull();
    expect(Number(covered?.[2])).toBe(loadContract().operations.length);
    const unexplained = runs.mock.output
      .split('\n')
      .filter((line) => line.includes('not covered:') && !line.includes('x-verify-skip:'))
      .map((line) => line.trim());
    expect(
      unexplained,
      'Each of these operations needs examples and links in the contract so a valid request can be ' +
        'built and its ids come from earlier answers (or `x-verify-skip: <reason>`):',
    ).toEqual([]);
  });

  it('has every answer validated by Prism too, which finds nothing', () => {
    expect(runs.mock.output).toMatch(/Prism's validation proxy: \d+ answers, 0 violations/);
  });

  it('writes a JUnit report with one test case per check', () => {
    const xml = readFileSync(JUNIT, 'utf8');
    expect(xml).toMatch(/<testsuite name="contract:verify" tests="\d+" failures="0"/);
    expect(xml).toContain('classname="getWebAppConfig"');
  });

  it('runs on a pre-authenticated session given by --cookie, sending --header on every request', () => {
    expect(runs.session.output).toMatch(/\d+ checks, \d+ passed, 0 failed/);
    expect(runs.session.output).toMatch(/✔ listNotifications: GET \S+ → 200/);
    expect(runs.session.code, runs.session.output).toBe(0);
    for (const without of [runs.expiredByHeader, runs.noCookie]) {
      expect(without.code, without.output).toBe(1);
      expect(without.output).toMatch(/listNotifications: GET \S+ → 401/);
    }
  });

  it('says in one line that an HTML page is not the API (exit 1)', () => {
    expect(runs.html.code).toBe(1);
    expect(runs.html.output).toContain('the answer is an HTML page, not the API');
    expect(runs.html.output).not.toMatch(/\n\s+at /);
  });

  it('exits 2 with one line when the server cannot be reached', () => {
    expect(runs.unreachable.code).toBe(2);
    expect(runs.unreachable.output).toMatch(/^Cannot reach http:\/\/127\.0\.0\.1:\d+: /m);
    expect(runs.unreachable.output).not.toMatch(/\n\s+at /);
  });

  it('refuses to run without --base-url (exit 2)', () => {
    expect(runs.noArguments.code).toBe(2);
    expect(runs.noArguments.output).toContain('--base-url');
  });
});
