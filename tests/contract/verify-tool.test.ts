// `npm run contract:verify` passes against the standalone mock server and fails, readably, against a
// server that breaks the contract.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

const verify = (baseUrl: string) => run(tsx, ['scripts/contract-verify.ts', '--base-url', baseUrl]);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let tries = 0; tries < 150; tries += 1) {
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

function brokenServer(): Server {
  return createServer((request, response) => {
    if (request.url === '/customer/api/v1/web-app-config') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ otp_resend_seconds: 'soon' }));
      return;
    }
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<h1>Not Found</h1>');
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

describe('contract:verify', () => {
  let mockServer: ChildProcess | undefined;
  const broken = brokenServer();
  let runs: { mock: Run; broken: Run; noArguments: Run };

  // The three runs go side by side: each waits mostly for its own process.
  beforeAll(async () => {
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
    const mock = startMockServer().then(({ server, baseUrl }) => {
      mockServer = server;
      return verify(baseUrl);
    });
    const [mockRun, brokenRun, noArguments] = await Promise.all([
      mock,
      verify(brokenUrl),
      run(tsx, ['scripts/contract-verify.ts']),
    ]);
    runs = { mock: mockRun, broken: brokenRun, noArguments };
  });

  afterAll(async () => {
    mockServer?.kill();
    await new Promise<void>((resolve) => broken.close(() => resolve()));
  });

  it('finds no violation on the standalone mock server (exit 0)', () => {
    expect(runs.mock.output).toMatch(/\d+ checks, \d+ passed, 0 failed/);
    expect(runs.mock.code, runs.mock.output).toBe(0);
  });

  it('exits non-zero on a server that breaks the contract, and names each violation', () => {
    const { code, output } = runs.broken;
    expect(code).toBe(1);
    expect(output).toContain('✘ GET /customer/api/v1/web-app-config → 200');
    expect(output).toContain('/otp_resend_seconds must be integer (got "soon")');
    expect(output).toMatch(/misses required properties otp_length, reservation_hold_minutes/);
    expect(output).toContain('status 404 is not documented for listAllowedCountryCodes');
    expect(output).toContain('expected status 401, got 404');
    expect(output).toMatch(/\d+ checks, 0 passed, \d+ failed/);
  });

  it('refuses to run without --base-url', () => {
    expect(runs.noArguments.code).toBe(2);
    expect(runs.noArguments.output).toContain('--base-url');
  });
});
