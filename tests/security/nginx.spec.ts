// Attacks on the production server (scripts/nginx/), with Debian's nginx in front of two app server
// processes as tests/e2e/nginx.spec.ts runs it: a spoofed X-Forwarded-For, at the edge and behind a
// load balancer; a foreign Host; plain HTTP; hostile Accept-Language headers (and the app's own table
// of cases); user media that tries to be a script or a page; inline styles without the answer's
// nonce; answers and requests that must never go through the pages' cache; answers without the
// definition's security headers, or with the backend's own; the checkout in another letter case.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { contentSecurityPolicy, MEDIA_POLICY } from '../../src/server/security-headers.mjs';
import {
  SITE_NAME,
  startAppServers,
  startNginx,
  type AppServer,
  type RunningNginx,
} from '../e2e/nginx-server';
import { nonceOf } from '../e2e/nginx-support';
import { HOSTILE_ACCEPT_LANGUAGES, ROOT_LOCALE_CASES } from './support/root-locale-cases';
import { securityHeaderCheck } from './support/security-headers';

test.describe.configure({ mode: 'default' });

/** The backend as nginx sees it: records each request's headers; answers media of every type. */
const seen: IncomingHttpHeaders[] = [];
const MEDIA_TYPES: Record<string, string> = {
  '/media/evil.js': 'text/javascript',
  '/media/page.html': 'text/html; charset=utf-8',
  '/media/x.svg': 'image/svg+xml',
  '/media/photo.png': 'image/png',
  '/media/brochure.pdf': 'application/pdf',
  '/customer/media/evil.js': 'text/javascript',
};
/**
 * An app server that asks nginx to cache every page for a minute, and adds what must keep an answer
 * out of a shared cache anyway.
 */
const CACHING: Record<string, Record<string, string>> = {
  '/public': {},
  '/set-cookie': { 'set-cookie': 'sessionid=s2; Path=/; HttpOnly' },
  '/private': { 'cache-control': 'private, max-age=0, s-maxage=60' },
  '/no-store': { 'cache-control': 'no-store, s-maxage=60' },
  '/no-cache': { 'cache-control': 'no-cache, s-maxage=60' },
};
const listening: Server[] = [];
let apps: AppServer[] = [];
let edge: RunningNginx;
let behindBalancer: RunningNginx;
let caching: RunningNginx;

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  listening.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test.beforeAll(async () => {
  const backend = await listen((req, res) => {
    seen.push(req.headers);
    const type = MEDIA_TYPES[req.url ?? ''] ?? 'application/json';
    res.writeHead(200, {
      'content-type': type,
      'content-disposition': 'inline',
      // A backend's own security headers (a looser policy) are not the site's.
      ...(req.url === '/customer/api/v1/own-headers' && {
        'content-security-policy': 'default-src *; base-uri *',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'unsafe-url',
      }),
    });
    res.end(type.includes('javascript') ? 'window.mediaScriptRan = true;' : '{}');
  });
  const apiUpstream = `http://${backend}`;
  apps = await startAppServers();
  const appUpstreams = apps.map((app) => app.address);
  edge = await startNginx('security-edge', { apiUpstream, appUpstreams });
  // Behind a load balancer at 127.0.0.1: the test's requests come from it.
  behindBalancer = await startNginx('security-lb', {
    apiUpstream,
    appUpstreams,
    trustedProxies: ['127.0.0.1'],
  });
  const page: Parameters<typeof createServer>[1] = (req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=60',
      etag: '"v1"',
      ...CACHING[new URL(req.url ?? '/', 'http://x').pathname],
    });
    res.end('<p nonce="__CSP_NONCE__">page</p>');
  };
  caching = await startNginx('security-cache', {
    apiUpstream,
    appUpstreams: [await listen(page), await listen(page)],
  });
});

test.afterAll(async () => {
  await Promise.all([edge, behindBalancer, caching].map((nginx) => nginx?.stop()));
  await Promise.all(apps.map((app) => app.stop()));
  listening.forEach((server) => server.close());
});

/** A raw request: Host and every header exactly as given (fetch would set Host itself). */
function raw(
  origin: string,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((done, fail) => {
    const call = httpRequest({ host: hostname, port, path, headers, method }, (answer) => {
      let body = '';
      answer.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      answer.on('end', () =>
        done({ status: answer.statusCode ?? 0, headers: answer.headers, body }),
      );
    });
    call.on('error', fail);
    call.end();
  });
}

const lastSeen = () => seen.at(-1) ?? {};

test.describe('the client address', () => {
  test('at the edge, a client cannot choose the address the backend sees', async () => {
    const answer = await raw(edge.origin, '/customer/api/v1/web-app-config', {
      Host: SITE_NAME,
      'X-Forwarded-For': '203.0.113.66',
      'X-Real-IP': '203.0.113.66',
    });
    expect(answer.status).toBe(200);
    expect(lastSeen()['x-forwarded-for']).toBe('127.0.0.1');
    expect(lastSeen()['x-real-ip']).toBe('127.0.0.1');
  });

  test('behind the trusted load balancer, the client is the address the balancer saw', async () => {
    // The client wrote 203.0.113.66 itself; the balancer appended the address it saw.
    await raw(behindBalancer.origin, '/customer/api/v1/web-app-config', {
      Host: SITE_NAME,
      'X-Forwarded-For': '203.0.113.66, 198.51.100.7',
    });
    expect(lastSeen()['x-forwarded-for']).toBe('198.51.100.7');
    expect(lastSeen()['x-real-ip']).toBe('198.51.100.7');
  });
});

test.describe('the Host header', () => {
  test('a foreign Host is refused and never reaches the backend or the app', async () => {
    const before = seen.length;
    const rendered = apps.map((app) => app.requests.length);
    for (const host of ['evil.example', 'evil.example:80', `${SITE_NAME}.evil.example`]) {
      for (const path of ['/', '/customer/api/v1/web-app-config', '/media/photo.png']) {
        const answer = await raw(edge.origin, path, { Host: host });
        expect(answer.status, `${host} ${path}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(seen.length).toBe(before);
    expect(apps.map((app) => app.requests.length)).toEqual(rendered);
  });

  test('the backend gets the site’s own name', async () => {
    await raw(edge.origin, '/customer/api/v1/web-app-config', {
      Host: SITE_NAME,
      'X-Forwarded-Host': 'evil.example',
    });
    expect(lastSeen().host).toBe(SITE_NAME);
    expect(lastSeen()['x-forwarded-host']).toBe(SITE_NAME);
  });
});

test('plain HTTP is redirected to HTTPS, for the site’s names only', async () => {
  const answer = await raw(edge.httpOrigin, '/en/properties?city=1', { Host: SITE_NAME });
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe(`https://${SITE_NAME}/en/properties?city=1`);
  const foreign = await raw(edge.httpOrigin, '/', { Host: 'evil.example' });
  expect(foreign.status).toBe(421);
  expect(foreign.headers.location).toBeUndefined();
});

test.describe('Accept-Language', () => {
  test('nginx chooses the language of / as the app’s servers do (one table)', async () => {
    for (const { cookie, acceptLanguage, locale } of ROOT_LOCALE_CASES) {
      const answer = await raw(edge.origin, '/?utm=x', {
        Host: SITE_NAME,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(acceptLanguage ? { 'Accept-Language': acceptLanguage } : {}),
      });
      const what = `${cookie} | ${acceptLanguage}`;
      if (locale === 'en') {
        expect(answer.status, what).toBe(302);
        expect(answer.headers.location, what).toBe('/en?utm=x');
      } else {
        expect(answer.status, what).toBe(200);
      }
    }
  });

  test('a hostile 4 kB header is answered in under 10 ms', async () => {
    for (const header of HOSTILE_ACCEPT_LANGUAGES) {
      const times: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const started = performance.now();
        // HEAD: the time nginx takes to choose, not the time the page takes to send.
        const answer = await raw(
          edge.origin,
          '/',
          { Host: SITE_NAME, 'Accept-Language': header },
          'HEAD',
        );
        times.push(performance.now() - started);
        expect(answer.status).toBe(200);
      }
      // The fastest of five: the machine's load is not nginx's cost.
      expect(Math.min(...times), header.slice(0, 20)).toBeLessThan(10);
    }
  });
});

test.describe('user media', () => {
  test('is never a script, a page or a sniffed type', async () => {
    const expected: Record<string, [type: string, disposition: string]> = {
      '/media/evil.js': ['application/octet-stream', 'attachment'],
      '/media/page.html': ['application/octet-stream', 'attachment'],
      '/media/x.svg': ['image/svg+xml', 'attachment'],
      '/media/brochure.pdf': ['application/pdf', 'attachment'],
      '/media/photo.png': ['image/png', 'inline'],
      '/customer/media/evil.js': ['application/octet-stream', 'attachment'],
    };
    for (const [path, [type, disposition]] of Object.entries(expected)) {
      const { headers } = await raw(edge.origin, path, { Host: SITE_NAME });
      expect(headers['content-type'], path).toBe(type);
      expect(headers['content-disposition'], path).toBe(disposition);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['content-security-policy'], path).toBe(MEDIA_POLICY);
    }
  });

  // Refused twice over: the page's policy gives it no nonce, and its type is no script's.
  test('a script tag pointing at /media/ does not run', async ({ page }) => {
    await page.goto(`${edge.origin}/assets/not-there.txt`);
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((done) => {
          const script = document.createElement('script');
          script.src = '/media/evil.js';
          script.onload = () => done('loaded');
          script.onerror = () => done('refused');
          document.head.append(script);
        }),
    );
    expect(outcome).toBe('refused');
    expect(await page.evaluate(() => 'mediaScriptRan' in window)).toBe(false);
  });
});

test('a style without the answer’s nonce is not applied; each answer has its own nonce', async ({
  page,
}) => {
  const first = await raw(edge.origin, '/faq', { Host: SITE_NAME });
  const second = await raw(edge.origin, '/faq', { Host: SITE_NAME });
  expect(nonceOf(first.headers['content-security-policy'])).toBeTruthy();
  expect(nonceOf(first.headers['content-security-policy'])).not.toBe(
    nonceOf(second.headers['content-security-policy']),
  );
  expect(first.headers.etag).toBeUndefined();

  const response = await page.goto(`${edge.origin}/en/faq`);
  const nonce = nonceOf(response?.headers()['content-security-policy']);
  expect(await page.locator('meta[property="csp-nonce"]').evaluate((meta) => meta.nonce)).toBe(
    nonce,
  );
  const injected = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid rgb(255, 0, 0) !important; }';
    document.head.append(style);
    return getComputedStyle(document.body).outlineWidth;
  });
  expect(injected).not.toBe('7px');
});

test.describe('the pages’ cache', () => {
  const status = async (path: string, headers: Record<string, string> = {}) =>
    (await raw(caching.origin, path, { Host: SITE_NAME, ...headers })).headers['x-cache-status'];

  test('keeps no answer that sets a cookie or is private, no-store or no-cache', async () => {
    for (const path of Object.keys(CACHING)) {
      const visits = [await status(`${path}?kept`), await status(`${path}?kept`)];
      expect(visits, path).toEqual(path === '/public' ? ['MISS', 'HIT'] : ['MISS', 'MISS']);
    }
  });

  test('is neither read nor filled by a request with a session', async () => {
    for (const cookie of ['sessionid=s1', 'refresh=r1', 'a=1; sessionid=s1; locale=en']) {
      const path = `/public?${encodeURIComponent(cookie)}`;
      expect(await status(path, { Cookie: cookie }), cookie).toBe('BYPASS');
      expect(await status(path), cookie).toBe('MISS');
      expect(await status(path), cookie).toBe('HIT');
      expect(await status(path, { Cookie: cookie }), cookie).toBe('BYPASS');
    }
    // Other cookies (the language, the CSRF token) are no session: the page is everyone's.
    expect(await status('/public?kept', { Cookie: 'locale=en; csrftoken=t' })).toBe('HIT');
  });

  test('never pairs a page a browser kept with the policy of a new answer (no 304)', async () => {
    await status('/public?revalidated');
    const answer = await raw(caching.origin, '/public?revalidated', {
      Host: SITE_NAME,
      'If-None-Match': '"v1"',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-cache-status']).toBe('HIT');
    expect(answer.headers.etag).toBeUndefined();
    const nonce = nonceOf(answer.headers['content-security-policy']);
    expect(answer.body).toBe(`<p nonce="${nonce}">page</p>`);
  });
});

test.describe('the security headers', () => {
  test('every answer carries exactly those of the one definition', async () => {
    const answers: [path: string, headers: Record<string, string>, status: number][] = [
      ['/faq', {}, 200],
      ['/en/no-such-page', {}, 404],
      ['/reservation-checkout/501', {}, 302],
      ['/Reservation-Checkout/501?payment=7', {}, 301],
      ['/en/about', {}, 301],
      ['/', { 'Accept-Language': 'en' }, 302],
      ['/assets/not-there.js', {}, 404],
      ['/favicon-32.png', {}, 200],
      ['/robots.txt', {}, 200],
      ['/customer/api/v1/web-app-config', {}, 200],
      ['/customer/api/v1/own-headers', {}, 200],
      ['/media/photo.png', {}, 200],
      ['/customer/media/evil.js', {}, 200],
    ];
    for (const [path, headers, status] of answers) {
      const answer = await raw(edge.origin, path, { Host: SITE_NAME, ...headers });
      expect(answer.status, path).toBe(status);
      // The site is HTTPS (nginx terminates it, or the load balancer in front): HSTS on every answer.
      const { found, expected } = securityHeaderCheck(answer.headers, { path, https: true });
      expect(found, path).toEqual(expected);
    }
  });

  test('the checkout in another letter case is a 301 to it, under the payment pages’ policy', async () => {
    for (const [path, location] of [
      ['/Reservation-Checkout/501', '/reservation-checkout/501'],
      ['/en/RESERVATION-CHECKOUT/501?payment=7', '/en/reservation-checkout/501?payment=7'],
      ['/EN/reservation-checkout/501', '/en/reservation-checkout/501'],
    ]) {
      // Twice: the second answer is nginx's cached redirect.
      for (const visit of [1, 2]) {
        const answer = await raw(edge.origin, path!, { Host: SITE_NAME, Cookie: 'sessionid=s1' });
        expect(answer.status, `${path} ${visit}`).toBe(301);
        expect(answer.headers.location, path).toBe(location);
        const csp = String(answer.headers['content-security-policy']);
        expect(csp, path).toBe(contentSecurityPolicy({ nonce: nonceOf(csp), payment: true }));
      }
    }
  });
});
