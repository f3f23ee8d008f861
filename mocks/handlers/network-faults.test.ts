import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetMockDb } from '../db';
import { submissions } from '../db/forms';
import { MockApi } from '../testing/mock-api';
import { faultTiming } from './network-faults';

const FEEDBACK = '/customer/api/v1/feedback';
const message = (text: string) => ({
  full_name: 'Sara Al Qahtani',
  email: 'sara@example.com',
  phone_number: '0551234567',
  reason: 'suggestion',
  text: `Please add more villas, ${text}.`,
});

/** A call as a browser makes it: 0 for a connection that was lost. */
async function raw(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  try {
    const answer = await fetch(`http://faults.localhost${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: answer.status === 204 ? null : await answer.json() };
  } catch {
    return { status: 0, body: null };
  }
}

/** The scenario's headers on a browser's call (browsers send Sec-Fetch-Mode; servers do not). */
const flaky = (seed: string) => ({
  'X-Mock-Scenario': 'flaky-network',
  'X-Mock-Seed': seed,
  'Sec-Fetch-Mode': 'cors',
});
const listPaths = Array.from(
  { length: 40 },
  (_, page) => `/api/v1/units/?page_size=1&page=${page + 1}`,
);

async function statusesOf(seed: string): Promise<number[][]> {
  const runs: number[][] = [];
  for (const path of listPaths) {
    const attempts: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { status } = await raw('GET', path, flaky(seed));
      attempts.push(status);
      if (status === 200) break;
    }
    runs.push(attempts);
  }
  return runs;
}

describe('the flaky-network scenario', () => {
  beforeEach(() => {
    faultTiming.scale = 0.001;
  });
  afterEach(() => {
    faultTiming.scale = 1;
  });

  it('fails a share of calls with 503 or a lost connection, the same ones for the same seed, never three times in a row', async () => {
    const first = await statusesOf('seed-a');
    resetMockDb();
    expect(await statusesOf('seed-a')).toEqual(first);
    const failures = first.flat().filter((status) => status !== 200);
    expect(failures).toContain(503);
    expect(failures).toContain(0);
    expect(failures.length).toBeLessThan(first.length);
    expect(first.every((attempts) => attempts.at(-1) === 200)).toBe(true);
    resetMockDb();
    expect(await statusesOf('seed-b')).not.toEqual(first);
  });

  it('loses answers after the work only for keyed calls, and the key makes a retry safe', async () => {
    const client = new MockApi('en');
    await client.start();
    const headers = {
      ...flaky('seed-c'),
      'X-CSRFTOKEN': client.jar.get('csrftoken')!,
      cookie: `csrftoken=${client.jar.get('csrftoken')}`,
    };
    const references = new Set<string>();
    for (let index = 0; index < 30; index += 1) {
      const key = crypto.randomUUID();
      // 30 senders (feedback takes 10 an hour from one network): what is counted here is the work.
      const sender = { 'Idempotency-Key': key, 'X-Mock-Network': `sender-${index}` };
      let answer = { status: 0, body: null as { reference?: string } | null };
      for (let attempt = 0; attempt < 3 && answer.status !== 201; attempt += 1)
        answer = await raw('POST', FEEDBACK, { ...headers, ...sender }, message(`#${index}`));
      expect(answer.status).toBe(201);
      references.add(answer.body!.reference!);
    }
    expect(references.size).toBe(30);
    expect(submissions).toHaveLength(30);
    const stats = (await raw('GET', '/__mock/stats', {})).body as {
      faults: Record<string, number>;
    };
    expect(stats.faults.dropped_after_work).toBeGreaterThan(0);
  });

  it('loses the answer of the first form sent: after the work with a key, before it without', async () => {
    const client = new MockApi('en');
    await client.start();
    const csrf = client.jar.get('csrftoken')!;
    const headers = { ...flaky('seed-e'), 'X-CSRFTOKEN': csrf, cookie: `csrftoken=${csrf}` };
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    expect((await raw('POST', FEEDBACK, { ...headers, ...key }, message('first'))).status).toBe(0);
    expect(submissions).toHaveLength(1);
    let again = { status: 0 };
    for (let attempt = 0; attempt < 2 && again.status !== 201; attempt += 1)
      again = await raw('POST', FEEDBACK, { ...headers, ...key }, message('first'));
    expect(again.status).toBe(201);
    expect(submissions).toHaveLength(1);

    resetMockDb();
    expect((await raw('POST', FEEDBACK, headers, message('unkeyed'))).status).toBe(0);
    expect(submissions).toHaveLength(0);
  });

  it('keeps the first call hanging until the client gives up, once web-app-config was served', async () => {
    let config = { status: 0, body: null as { api_timeout_seconds?: number } | null };
    for (let attempt = 0; attempt < 3 && config.status !== 200; attempt += 1)
      config = await raw('GET', '/customer/api/v1/web-app-config', flaky('seed-d'));
    expect(config.body?.api_timeout_seconds).toBe(3);
    const slow = async () =>
      ((await raw('GET', '/__mock/stats', {})).body as { faults: Record<string, number> }).faults
        .slow;
    const started = Date.now();
    expect((await raw('GET', '/api/v1/projects/', flaky('seed-d'))).status).toBe(0);
    // Let go after the timeout and two seconds (scaled down here), had the client not given up.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4);
    expect(await slow()).toBe(1);
  });
});

describe("the app server's own calls", () => {
  it("meet none of the flaky network: it is the customer's network", async () => {
    const { 'Sec-Fetch-Mode': _browser, ...server } = flaky('seed-a');
    for (const path of listPaths) expect((await raw('GET', path, server)).status).toBe(200);
    const stats = (await raw('GET', '/__mock/stats', {})).body as {
      faults: Record<string, number>;
    };
    expect(Object.values(stats.faults).every((count) => count === 0)).toBe(true);
  });
});

describe('an API outage', () => {
  it('drops every API call until the clock has passed its end', async () => {
    expect((await raw('GET', '/api/v1/projects/', {})).status).toBe(200);
    await raw('POST', '/__mock/outage', {}, { seconds: 30 });
    expect((await raw('GET', '/api/v1/projects/', {})).status).toBe(0);
    expect((await raw('GET', '/__mock/health', {})).status).toBe(200);
    await raw('POST', '/__mock/clock', {}, { advance_seconds: 31 });
    expect((await raw('GET', '/api/v1/projects/', {})).status).toBe(200);
  });

  it('starts at the first form sent with the api-outage scenario', async () => {
    const outage = { 'X-Mock-Scenario': 'api-outage' };
    expect((await raw('GET', '/api/v1/projects/', outage)).status).toBe(200);
    expect((await raw('POST', FEEDBACK, outage, message('outage'))).status).toBe(0);
    expect((await raw('GET', '/api/v1/projects/', outage)).status).toBe(0);
    await raw('POST', '/__mock/clock', {}, { advance_seconds: 30 });
    expect((await raw('GET', '/api/v1/projects/', outage)).status).toBe(200);
  });
});

describe("the page's own reports", () => {
  const beacon = {
    release: 'test-release',
    route: '/',
    language: 'ar',
    browser: 'Chrome 131',
    reports: [{ kind: 'error', message: 'Error: a report', count: 1 }],
  };
  const errors = '/customer/api/v1/telemetry/errors';

  it('meet no fault of the flaky network and never count as the first form sent', async () => {
    const client = new MockApi('en');
    await client.start();
    const csrf = client.jar.get('csrftoken')!;
    const headers = { ...flaky('seed-e'), 'X-CSRFTOKEN': csrf, cookie: `csrftoken=${csrf}` };
    for (let index = 0; index < 5; index += 1)
      expect(
        (await raw('POST', errors, { ...flaky('seed-e'), 'Sec-Fetch-Mode': 'no-cors' }, beacon))
          .status,
      ).toBe(204);
    expect((await raw('POST', FEEDBACK, headers, message('first'))).status).toBe(0);
  });

  it('do not start the api-outage scenario', async () => {
    const outage = { 'X-Mock-Scenario': 'api-outage' };
    expect((await raw('POST', errors, outage, beacon)).status).toBe(204);
    expect((await raw('GET', '/api/v1/projects/', outage)).status).toBe(200);
  });
});
