// Attacks on scripts/serve.mjs, what `npm start` serves and what the journeys run against: answers
// without the production security headers (the journeys then never ran under the production
// policy), and the mock's unauthenticated controls (/__mock: its clock, holds, scenarios) passed on
// by `npm start`. Every answer carries exactly the headers of the one definition
// (src/server/security-headers.mjs), the checkout with the payment provider's frame; the controls
// pass only with MOCK=1 (the journeys').
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/free-port';
import { securityHeaderCheck } from './support/security-headers';

const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 9190);
/** The mock payment provider's origin, which serve.mjs gives the server (PAYMENT_PROVIDER_ORIGIN). */
const PROVIDER = `http://localhost:${MOCK_PORT}`;

test.describe.configure({ mode: 'default' });

test('the journeys’ server sends exactly the definition’s security headers on every answer', async ({
  request,
}) => {
  const answers: [path: string, method: 'GET' | 'POST', status: number][] = [
    ['/en/faq', 'GET', 200],
    ['/', 'GET', 200],
    ['/en/no-such-page', 'GET', 404],
    ['/en/reservation-checkout/501', 'GET', 302],
    ['/Reservation-Checkout/501?payment=7', 'GET', 301],
    ['/favicon-32.png', 'GET', 200],
    ['/assets/not-there.js', 'GET', 404],
    ['/robots.txt', 'GET', 200],
    ['/customer/api/v1/web-app-config', 'GET', 200],
    ['/__mock/health', 'GET', 200],
  ];
  for (const [path, method, status] of answers) {
    const answer = await request.fetch(path, { method, maxRedirects: 0 });
    expect(answer.status(), path).toBe(status);
    // Served over plain http: no HSTS.
    const { found, expected } = securityHeaderCheck(answer.headers(), {
      path,
      paymentProviderOrigin: PROVIDER,
    });
    expect(found, path).toEqual(expected);
  }
});

test.describe('`npm start` (scripts/serve.mjs without MOCK=1)', () => {
  let serve: ChildProcess | undefined;
  let origin = '';

  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      MOCK_URL: `http://127.0.0.1:${MOCK_PORT}`,
    };
    delete env.MOCK;
    // On the journeys' mock (MOCK_URL): serve.mjs starts only the built server.
    serve = spawn(process.execPath, ['scripts/serve.mjs'], { env, stdio: 'ignore' });
    await expect
      .poll(
        () =>
          fetch(`${origin}/healthz`).then(
            (answer) => answer.status,
            () => 0,
          ),
        {
          timeout: 20_000,
        },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (!serve || serve.exitCode !== null) return;
    const stopped = new Promise((done) => serve!.once('exit', done));
    serve.kill('SIGTERM');
    await stopped;
  });

  test('does not pass on the mock’s controls, and serves the app under the policy', async ({
    request,
  }) => {
    for (const [path, method] of [
      ['/__mock/health', 'GET'],
      ['/__mock/clock', 'POST'],
      ['/__mock/hold', 'POST'],
      ['/__mock/reset', 'POST'],
    ] as const) {
      const answer = await request.fetch(`${origin}${path}`, {
        method,
        data: method === 'POST' ? { advance_seconds: 1296000, unit_id: 501 } : undefined,
      });
      expect(answer.status(), `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(await answer.text(), path).not.toMatch(/"ok"|advance/);
    }
    const faq = await request.get(`${origin}/en/faq`);
    expect(faq.status()).toBe(200);
    const { found, expected } = securityHeaderCheck(faq.headers(), {
      path: '/en/faq',
      paymentProviderOrigin: PROVIDER,
    });
    expect(found).toEqual(expected);
  });
});
