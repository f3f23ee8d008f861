// An independent reading of the contract: Stoplight Prism's validation proxy (@stoplight/prism-cli).
// Prism merges several `Set-Cookie` headers into one and answers odd bodies itself, so it does not
// carry the session: each answer the verifier got is replayed through Prism (a local replay server is
// its upstream) and the response violations Prism reports (`sl-violations`) are added to the check.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Transport } from './client';
import { CONTRACT_PATH } from './contract';

const PRISM = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));
const REPLAY_HEADER = 'x-verify-replay';

type Recorded = { status: number; headers: [string, string][]; body: Buffer };
type Violation = { location?: string[]; message?: string; code?: unknown };

export type PrismProxy = {
  /** Wraps a transport: every answer is also validated by Prism; its findings go to `report`. */
  wrap: (transport: Transport, report: (request: Request, finding: string) => void) => Transport;
  close: () => Promise<void>;
  /** How many answers Prism validated. */
  validated: () => number;
};

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

function freePort(): Promise<number> {
  const probe = createServer();
  return listen(probe).then((port) => new Promise((resolve) => probe.close(() => resolve(port))));
}

function waitForPrism(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${log}`)), 60_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', () => reject(new Error(`Prism stopped:\n${log}`)));
  });
}

export async function startPrism(): Promise<PrismProxy> {
  const recorded = new Map<string, Recorded>();
  const replay = createServer((request, response) => {
    const answer = recorded.get(String(request.headers[REPLAY_HEADER]));
    request.resume();
    if (!answer) return void response.writeHead(502).end();
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  const upstream = `http://127.0.0.1:${await listen(replay)}`;
  const port = await freePort();
  const child = spawn(
    PRISM,
    ['proxy', '-p', String(port), '-h', '127.0.0.1', CONTRACT_PATH, upstream],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await waitForPrism(child);
  let next = 0;
  let validated = 0;
  return {
    wrap: (transport, report) => async (request) => {
      if (new URL(request.url).pathname.startsWith('/__mock/')) return transport(request);
      const copy = request.clone();
      const response = await transport(request);
      const id = String((next += 1));
      const body = Buffer.from(await response.clone().arrayBuffer());
      recorded.set(id, { status: response.status, headers: [...response.headers], body });
      const url = new URL(copy.url);
      const headers = new Headers(copy.headers);
      headers.set(REPLAY_HEADER, id);
      const checked = await fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
        method: copy.method,
        headers,
        body: ['GET', 'HEAD'].includes(copy.method) ? undefined : await copy.arrayBuffer(),
      });
      await checked.arrayBuffer();
      validated += 1;
      recorded.delete(id);
      const violations = JSON.parse(checked.headers.get('sl-violations') ?? '[]') as Violation[];
      for (const violation of violations)
        if (violation.location?.[0] === 'response')
          report(copy, `prism: ${violation.location.join('.')} ${violation.message ?? ''}`.trim());
      return response;
    },
    validated: () => validated,
    close: async () => {
      child.kill();
      await new Promise((resolve) => replay.close(resolve));
    },
  };
}
