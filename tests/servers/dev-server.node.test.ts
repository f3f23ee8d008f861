// `npm run dev` (src/server/dev.ts): pages rendered from the sources on the mock in the same process,
// with no backend and no internet; the mock answers the browser's calls on the same origin. Every
// answer, Vite's own files too, carries exactly the security headers of the one definition
// (src/server/security-headers.mjs), as production does.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { securityHeaderCheck } from '../security/support/security-headers';
import { freePort } from '../support/free-port';

/** The answer carries exactly the definition's security headers for its path. */
function expectDefinedHeaders(
  headers: Record<string, string | string[] | undefined>,
  options: Parameters<typeof securityHeaderCheck>[1],
) {
  const { found, expected } = securityHeaderCheck(headers, options);
  expect(found, options.path.slice(0, 80)).toEqual(expected);
}

let dev: ChildProcess | undefined;
let origin = '';
let provider = '';

beforeAll(async () => {
  const [port, mockPort] = [await freePort(), await freePort()];
  origin = `http://127.0.0.1:${port}`;
  provider = `http://localhost:${mockPort}`;
  dev = spawn(process.execPath, ['--import', 'tsx', 'src/server/dev.ts'], {
    env: { ...process.env, PORT: String(port), MOCK_PORT: String(mockPort) },
    stdio: 'ignore',
  });
  // Up once it answers its health check (Vite's first start compiles for a while).
  await vi.waitFor(
    async () => {
      if ((await fetch(`${origin}/healthz`).catch(() => undefined))?.status !== 200)
        throw new Error('not up yet');
    },
    { timeout: 60_000, interval: 200 },
  );
}, 90_000);

afterAll(() => {
  dev?.kill('SIGTERM');
});

it('renders a listing with its data, in both languages', async () => {
  for (const [path, text] of [
    ['/properties/1036', 'ر.س'],
    ['/en/properties/1036', 'SAR'],
  ]) {
    const answer = await fetch(`${origin}${path}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('id="app-state"');
    expect(html).toContain(text);
    expect(html).toContain('/@vite/client');
  }
}, 60_000);

it('answers the API from the mock in its own process', async () => {
  const answer = await fetch(`${origin}/api/v1/properties/1036/`);
  expect(answer.status).toBe(200);
  expect((await answer.json()).id).toBe(1036);
});

it('sends the definition’s security headers on every answer, Vite’s files included', async () => {
  for (const [path, status] of [
    ['/en/faq', 200],
    ['/en/reservation-checkout/501', 302],
    ['/en/Reservation-Checkout/501?payment=7', 301],
    ['/src/entry-client.tsx', 200],
    ['/@vite/client', 200],
    ['/api/v1/properties/1036/', 200],
    ['/__mock/health', 200],
  ] as const) {
    const answer = await fetch(`${origin}${path}`, { redirect: 'manual' });
    expect(answer.status, path).toBe(status);
    if (status === 301)
      expect(answer.headers.get('location')).toBe('/en/reservation-checkout/501?payment=7');
    expectDefinedHeaders(Object.fromEntries(answer.headers), {
      path,
      paymentProviderOrigin: provider,
    });
  }
}, 60_000);
