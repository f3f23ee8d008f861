// Attack: a large body in a media type nobody checks. The 64 KiB limit held only for application/json:
// 20 MB of text/plain was read whole and handed on. The standalone mock (what a backend team runs and
// contract:verify checks) refuses every body over the operation's limit (413, before reading it) and
// every media type the operation does not take (415), also a body sent without a length.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../scripts/contract/contract';
import { freePort } from '../support/free-port';

let mock: ChildProcess | undefined;
let port = 0;
const TWENTY_MB = 20 * 1024 * 1024;

type Answer = { status: number; body: string };

/** Sends `size` bytes of `type`; with `chunked`, without a Content-Length. */
function send(path: string, type: string, size: number, chunked = false): Promise<Answer> {
  return new Promise((done, fail) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'PUT',
        agent: false,
        headers: {
          'content-type': type,
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
        },
      },
      (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => done({ status: answer.statusCode ?? 0, body }));
      },
    );
    // The server may answer and close before all is sent: that is the point.
    call.on('error', (error) => (call.writableEnded ? undefined : fail(error)));
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let left = size;
    const pump = () => {
      while (left > 0) {
        const part = chunk.subarray(0, Math.min(chunk.length, left));
        left -= part.length;
        if (!call.write(part)) return void call.once('drain', pump);
      }
      call.end();
    };
    pump();
  });
}

beforeAll(async () => {
  port = await freePort();
  mock = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, MOCK_PORT: String(port) },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/__mock/health`);
      return;
    } catch {
      await delay(100);
    }
  }
  throw new Error('the mock did not start');
}, 60_000);

afterAll(() => {
  mock?.kill('SIGTERM');
});

describe('the standalone mock limits every body', () => {
  it('refuses 20 MB of text/plain with 413 body__too_large', async () => {
    const answer = await send('/customer/api/v1/profile', 'text/plain', TWENTY_MB);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      413,
      { errors: ['body__too_large'] },
    ]);
  });

  it('refuses 20 MB of text/plain sent without a length with 413', async () => {
    const answer = await send('/customer/api/v1/profile', 'text/plain', TWENTY_MB, true);
    expect(answer.status).toBe(413);
  });

  it('refuses a small text/plain body with 415 body__unsupported_media_type', async () => {
    const answer = await send('/customer/api/v1/profile', 'text/plain', 10);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      415,
      { errors: ['body__unsupported_media_type'] },
    ]);
  });
});

describe('the contract', () => {
  it('documents 413 and 415 on every operation that takes a body (every unsafe method)', () => {
    const missing = loadContract()
      .operations.filter((operation) =>
        ['post', 'put', 'patch', 'delete'].includes(operation.method),
      )
      .filter(
        (operation) =>
          !('413' in (operation.operation.responses ?? {})) ||
          !('415' in (operation.operation.responses ?? {})),
      )
      .map((operation) => operation.operationId);
    expect(missing).toEqual([]);
  });
});
