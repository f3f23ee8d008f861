// Attack surface: answers of the app's server without its security headers (a redirect, a file of
// the build, the API it passes on, an error) are framed, sniffed or run without a policy; a backend's
// own headers passed on would replace them. The app's server (production, and `npm start` and the
// journeys through scripts/serve.mjs) sends on every answer exactly the headers of the one definition
// (src/server/security-headers.mjs): the payment pages' policy on any spelling of a payment page,
// the media policy on user media, HSTS only where the site is https. The dev server:
// tests/servers/dev-server.node.test.ts; nginx: tests/security/nginx.spec.ts; scripts/serve.mjs as
// the journeys run it: tests/security/serve.spec.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { staticFiles } from '../../src/server/static-files';
import { startAppServer, type AppServer } from '../servers/app-server';
import { securityHeaderCheck } from './support/security-headers';

/** The answer carries exactly the definition's security headers for its path. */
function expectDefinedHeaders(
  headers: Record<string, string | string[] | undefined>,
  options: Parameters<typeof securityHeaderCheck>[1],
) {
  const { found, expected } = securityHeaderCheck(headers, options);
  expect(found, options.path.slice(0, 80)).toEqual(expected);
}

const ORIGINS = {
  chatWidgetOrigin: 'https://chat.example.com',
  mapTileOrigin: 'https://tiles.example.com',
  paymentProviderOrigin: 'https://psp.example.com',
};
const ENV = {
  CHAT_WIDGET_ORIGIN: ORIGINS.chatWidgetOrigin,
  MAP_TILE_ORIGIN: ORIGINS.mapTileOrigin,
  PAYMENT_PROVIDER_ORIGIN: ORIGINS.paymentProviderOrigin,
};
let dir = '';
let backend: Server;
let https: AppServer;
let plain: AppServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'server-headers-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'start.js'), 'export {};\n');
  writeFileSync(join(dir, 'favicon-32.png'), 'png');
  // The pages' own calls are answered by the mock's handlers; what the server passes on (the API,
  // media, the mock's controls) reaches this backend, which sends security headers of its own (and
  // a looser policy): they are not the site's.
  backend = createServer((req, res) => {
    const media = req.url?.startsWith('/customer/media/');
    res.writeHead(200, {
      'content-type': media ? 'image/png' : 'application/json',
      'content-security-policy': 'default-src *; base-uri *',
      'referrer-policy': 'unsafe-url',
      'x-frame-options': 'SAMEORIGIN',
    });
    res.end(media ? 'png' : '{}');
  });
  await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done));
  const BACKEND_URL = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  server.listen({ onUnhandledRequest: 'bypass' });
  https = await startAppServer({ ...ENV, BACKEND_URL }, staticFiles(dir));
  plain = await startAppServer(
    { ...ENV, BACKEND_URL, PUBLIC_ORIGIN: 'http://127.0.0.1:4173', MOCK: '1' },
    staticFiles(dir),
  );
});
afterAll(async () => {
  await Promise.all([https.stop(), plain.stop()]);
  backend.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request: `path` goes on the wire exactly as written. */
function send(origin: string, path: string, method = 'GET', headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (done, fail) => {
      const call = request({ host: hostname, port, path, method, headers }, (answer) => {
        answer.resume();
        answer.on('end', () => done({ status: answer.statusCode ?? 0, headers: answer.headers }));
      });
      call.on('error', fail);
      call.end();
    },
  );
}

/** Each kind of answer: [what, path, method, request headers, status]. */
const ANSWERS: [string, string, string, Record<string, string>, number][] = [
  ['a page', '/en/faq', 'GET', {}, 200],
  ['the 404 page', '/en/no-such-page', 'GET', {}, 404],
  ['a payment page that sends to sign-in', '/en/reservation-checkout/501', 'GET', {}, 302],
  ['the checkout in another case', '/Reservation-Checkout/501?payment=7', 'GET', {}, 301],
  ['a redirect to the canonical address', '/Units/501', 'GET', {}, 301],
  ['a build redirect', '/en/about', 'GET', {}, 301],
  ['the language of /', '/', 'GET', { 'accept-language': 'en' }, 302],
  ['a file of the build', '/assets/start.js', 'GET', {}, 200],
  ['an icon', '/favicon-32.png', 'GET', {}, 200],
  ['a missing file of the build', '/assets/gone.js', 'GET', {}, 404],
  ['the API', '/customer/api/v1/web-app-config', 'GET', {}, 200],
  ['user media', '/customer/media/x.png', 'GET', {}, 200],
  ['robots.txt', '/robots.txt', 'GET', {}, 200],
  ['health', '/healthz', 'GET', {}, 200],
  ['a refused method', '/en/faq', 'DELETE', {}, 405],
  ['a refused address', `/${'a'.repeat(2100)}`, 'GET', {}, 414],
];

describe("the app's server sends exactly the definition's security headers", () => {
  it.each(ANSWERS)('%s, over https', async (_, path, method, headers, status) => {
    const answer = await send(https.origin, path, method, headers);
    expect(answer.status).toBe(status);
    expectDefinedHeaders(answer.headers, { path, https: true, ...ORIGINS });
  });

  const PLAIN = new Set([
    'a page',
    'the checkout in another case',
    'a file of the build',
    'the API',
  ]);
  it.each(ANSWERS.filter(([what]) => PLAIN.has(what)))(
    '%s, over plain http: no HSTS',
    async (_, path, method, headers, status) => {
      const answer = await send(plain.origin, path, method, headers);
      expect(answer.status).toBe(status);
      expectDefinedHeaders(answer.headers, { path, https: false, ...ORIGINS });
    },
  );

  it("the mock's controls, with MOCK=1 only", async () => {
    const answer = await send(plain.origin, '/__mock/health');
    expect(answer.status).toBe(200);
    expectDefinedHeaders(answer.headers, { path: '/__mock/health', https: false, ...ORIGINS });
    expect((await send(https.origin, '/__mock/health')).status).toBe(404);
  });
});
