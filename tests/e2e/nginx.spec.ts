// The production server configuration (scripts/nginx/) end to end: Debian's nginx serves the build's
// files (dist/client), proxies the pages to two app server processes (CSP_NONCE=edge) and keeps the
// public ones in its cache, and proxies the API to the mock server that Playwright's webServer runs.
import { readFileSync } from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';
import { renderNginxConfig } from '../../scripts/nginx/render.mjs';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../../src/server/security-headers.mjs';
import { demoSession, nonceOf, noncedPage, watchCsp } from './nginx-support';
import {
  MOCK_PORT,
  PROVIDER,
  SITE_NAME,
  startAppServers,
  startNginx,
  type AppServer,
  type RunningNginx,
} from './nginx-server';

const API_UPSTREAM = `http://127.0.0.1:${MOCK_PORT}`;

// One nginx and one pair of app servers for the whole file, in one worker.
test.describe.configure({ mode: 'default' });

let apps: AppServer[] = [];
let nginx: RunningNginx | undefined;
let origin = '';
/** The demo customer's session, as a Cookie header. */
let session = '';

test.beforeAll(async () => {
  apps = await startAppServers();
  nginx = await startNginx('e2e', {
    appUpstreams: apps.map((app) => app.address),
    apiUpstream: API_UPSTREAM,
    paymentProviderOrigin: PROVIDER,
  });
  origin = nginx.origin;
  session = await demoSession(origin);
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(apps.map((app) => app.stop()));
});

const builtEntry = () => {
  const html = readFileSync('dist/client/index.html', 'utf8');
  return {
    script: html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '',
    buildId: html.match(/<meta name="build-id" content="([^"]+)"/)?.[1] ?? '',
  };
};

const cacheStatus = (answer: APIResponse) => answer.headers()['x-cache-status'];
/** An address of its own (a query the page ignores): nothing has cached it yet. */
const fresh = (path: string) => `${path}?visit=${Math.random().toString(36).slice(2)}`;

test('a public page is rendered once, then served from the cache with a new nonce each time', async ({
  request,
}) => {
  const path = fresh('/en/faq');
  const first = await request.get(`${origin}${path}`);
  const second = await request.get(`${origin}${path}`);
  expect([first.status(), second.status()]).toEqual([200, 200]);
  expect([cacheStatus(first), cacheStatus(second)]).toEqual(['MISS', 'HIT']);
  const [rendered, cached] = [await noncedPage(first), await noncedPage(second)];
  expect(cached.nonce).not.toBe(rendered.nonce);
  expect(cached.html.replaceAll(cached.nonce, '')).toBe(
    rendered.html.replaceAll(rendered.nonce, ''),
  );
  expect(JSON.stringify(second.headersArray())).not.toContain(rendered.nonce);
  // Each answer is its own: no cache after nginx keeps it, and there is nothing to revalidate.
  expect(second.headers()['cache-control']).toBe('private, no-cache');
  expect(second.headers().etag).toBeUndefined();
  // Another query, or the other language, is another page.
  for (const other of [fresh('/en/faq'), path.replace('/en', '')]) {
    expect(cacheStatus(await request.get(`${origin}${other}`)), other).toBe('MISS');
  }
});

test('every page carries the security headers of the shared definition, once', async ({
  request,
}) => {
  const answer = await request.get(`${origin}/en/faq`, { headers: { 'Accept-Encoding': 'gzip' } });
  const headers = answer.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toBe(contentSecurityPolicy({ nonce: nonceOf(csp), paymentProviderOrigin: PROVIDER }));
  expect(csp).toMatch(/script-src 'nonce-[0-9a-f]{32}' 'strict-dynamic';/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  for (const [name, value] of [...SECURITY_HEADERS, ['Content-Security-Policy', csp]]) {
    const sent = answer
      .headersArray()
      .filter((each) => each.name.toLowerCase() === name.toLowerCase());
    expect(
      sent.map((each) => each.value),
      name,
    ).toEqual([value]);
  }
  expect(headers['content-type']).toMatch(/^text\/html/);
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers.server).toBe('nginx');
  expect(headers['x-request-id']).toBeUndefined();
});

test('a request with a session neither reads nor fills the cache', async ({ request }) => {
  const path = fresh('/en/faq');
  const signedIn = await request.get(`${origin}${path}`, { headers: { Cookie: session } });
  expect(cacheStatus(signedIn)).toBe('BYPASS');
  expect(cacheStatus(await request.get(`${origin}${path}`))).toBe('MISS');
  expect(cacheStatus(await request.get(`${origin}${path}`))).toBe('HIT');
  for (const cookie of [session, 'refresh=r1', 'locale=en; sessionid=s1']) {
    const answer = await request.get(`${origin}${path}`, { headers: { Cookie: cookie } });
    expect(cacheStatus(answer), cookie).toBe('BYPASS');
  }

  // A signed-in page: the customer's own, never stored; a guest after them is sent to sign in.
  const account = await request.get(`${origin}/en/account`, {
    headers: { Cookie: session },
    maxRedirects: 0,
  });
  expect(account.status()).toBe(200);
  expect(cacheStatus(account)).toBe('BYPASS');
  expect(account.headers()['cache-control']).toBe('private, no-store');
  await noncedPage(account);
  for (let visit = 0; visit < 2; visit += 1) {
    const guest = await request.get(`${origin}/en/account`, { maxRedirects: 0 });
    expect(guest.status()).toBe(302);
    expect(guest.headers().location).toBe('/en/sign-in?from=%2Fen%2Faccount');
    // Signed-in pages skip the cache (its lock would queue concurrent guests for a private answer).
    expect(cacheStatus(guest)).toBe('BYPASS');
    expect(guest.headers()['cache-control']).toBe('private, no-store');
  }
});

test('both app servers render pages, and one alone keeps the site up', async ({ request }) => {
  const pair = await startAppServers();
  const site = await startNginx('failover', {
    appUpstreams: pair.map((app) => app.address),
    apiUpstream: API_UPSTREAM,
  });
  const rendered = (app: AppServer) => app.requests.filter((each) => each.path === '/en/faq');
  try {
    for (let visit = 0; visit < 4; visit += 1) {
      expect((await request.get(`${site.origin}${fresh('/en/faq')}`)).status()).toBe(200);
    }
    await expect.poll(() => pair.map((app) => rendered(app).length)).toEqual([2, 2]);
    await pair[0]!.stop();
    for (let visit = 0; visit < 4; visit += 1) {
      expect((await request.get(`${site.origin}${fresh('/en/faq')}`)).status()).toBe(200);
    }
    await expect.poll(() => rendered(pair[1]!).length).toBe(6);
  } finally {
    await site.stop();
    await Promise.all(pair.map((app) => app.stop()));
  }
});

test('hashed assets are cached for a year, the build manifest never, and JavaScript is gzipped', async ({
  request,
}) => {
  const { script, buildId } = builtEntry();
  const asset = await request.get(`${origin}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['vary']).toMatch(/Accept-Encoding/i);
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  for (const path of ['/builds/latest.json', `/builds/meta/${buildId}.json`]) {
    const manifest = await request.get(`${origin}${path}`);
    expect(manifest.status(), path).toBe(200);
    expect(manifest.headers()['cache-control'], path).toBe('no-store');
  }
  expect((await request.get(`${origin}/builds/latest.json`).then((r) => r.json())).buildId).toBe(
    buildId,
  );
  const missing = await request.get(`${origin}/assets/gone-1234.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
  const icon = await request.get(`${origin}/favicon-32.png`);
  expect(icon.headers()['content-type']).toBe('image/png');
  expect(icon.headers()['cache-control']).toBe('no-cache');
  // The page template and Vite's manifest are the app's, never files of the site.
  for (const path of ['/index.html', '/.vite/manifest.json', '/assets/../.vite/manifest.json']) {
    const answer = await request.get(`${origin}${path}`);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toMatch(/<!--app-|"isEntry"/);
  }
});

test('the API is proxied to the backend on the same origin', async ({ request }) => {
  const config = await request.get(`${origin}/customer/api/v1/web-app-config`, {
    headers: { Accept: 'application/json', 'Accept-Language': 'en' },
  });
  expect(config.status()).toBe(200);
  expect(await config.json()).toHaveProperty('build_manifest_poll_seconds');
  // The backend's own caching headers pass through unchanged (the app's Cache-Control is not added).
  const direct = await request.get(`${API_UPSTREAM}/customer/api/v1/web-app-config`);
  expect(config.headers()['cache-control']).toBe(direct.headers()['cache-control']);
  expect(cacheStatus(config)).toBeUndefined();
});

test('an English deep link loads, and reloads, with the data of the mock through the proxy', async ({
  page,
  request,
}) => {
  const listed = await request.get(`${origin}/api/v1/properties/`, {
    headers: { 'Accept-Language': 'en' },
  });
  const { results } = (await listed.json()) as { results: { title: string }[] };
  expect(results.length).toBeGreaterThan(0);
  const violations = await watchCsp(page);
  const response = await page.goto(`${origin}/en/properties`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText(results[0]!.title).first()).toBeVisible();

  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(results[0]!.title).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an Arabic deep link renders right to left without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto(`${origin}/faq`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a catalogue record is rendered with its data in both languages', async ({
  page,
  request,
}) => {
  for (const [path, api, lang] of [
    ['/en/properties/1036', '/api/v1/properties/1036/', 'en'],
    ['/units/501', '/api/v1/units/501/', 'ar'],
  ] as const) {
    const record = await request.get(`${origin}${api}`, { headers: { 'Accept-Language': lang } });
    const { title } = (await record.json()) as { title: string };
    const violations = await watchCsp(page);
    expect((await page.goto(`${origin}${path}`))?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await violations()).toEqual([]);
  }
});

test('the payment pages name only this site and the payment provider', async ({ request }) => {
  const origins = {
    chatWidgetOrigin: 'https://chat.example.com',
    mapTileOrigin: 'https://tiles.example.com',
    paymentProviderOrigin: PROVIDER,
  };
  const paying = await startNginx('payment', {
    appUpstreams: apps.map((app) => app.address),
    apiUpstream: API_UPSTREAM,
    ...origins,
  });
  try {
    for (const path of ['/reservation-checkout/501', '/en/reservation-checkout/501?payment=7']) {
      const answer = await request.get(`${paying.origin}${path}`, {
        headers: { Cookie: session },
        maxRedirects: 0,
      });
      expect(answer.status(), path).toBe(200);
      const csp = answer.headers()['content-security-policy'] ?? '';
      expect(csp).toBe(
        contentSecurityPolicy({
          nonce: nonceOf(csp),
          payment: true,
          paymentProviderOrigin: PROVIDER,
        }),
      );
      expect(csp).not.toMatch(/chat\.example\.com|tiles\.example\.com|strict-dynamic/);
      expect(answer.headers()['x-frame-options']).toBe('DENY');
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      await noncedPage(answer);
    }
    // The policy follows the canonical path: another spelling is only ever a redirect to it.
    const spelled = await request.get(`${paying.origin}/en/Reservation-Checkout/501`, {
      headers: { Cookie: session },
      maxRedirects: 0,
    });
    expect(spelled.status()).toBe(301);
    expect(spelled.headers().location).toBe('/en/reservation-checkout/501');

    const faq = (await request.get(`${paying.origin}/faq`)).headers()['content-security-policy'];
    expect(faq).toBe(contentSecurityPolicy({ nonce: nonceOf(faq), ...origins }));
    expect(faq).toContain(`frame-src https://chat.example.com ${PROVIDER};`);
  } finally {
    await paying.stop();
  }
  // Nothing but an origin reaches the configuration, and never fewer than two app servers.
  const rendering = {
    out: `.tmp/nginx-refused-${process.pid}`,
    serverName: SITE_NAME,
    appUpstreams: ['127.0.0.1:4173', '127.0.0.1:4174'],
  };
  for (const wrong of [
    { chatWidgetOrigin: "https://x.example.com 'unsafe-inline'" },
    { chatWidgetOrigin: 'http://chat.example.com' },
    { paymentProviderOrigin: 'http://psp.example' },
    { appUpstreams: ['127.0.0.1:4173'] },
    { appUpstreams: ['127.0.0.1:4173', '127.0.0.1:4174; include /etc/passwd'] },
  ]) {
    expect(() => renderNginxConfig({ ...rendering, ...wrong }), JSON.stringify(wrong)).toThrow();
  }
});

test('/ is the Arabic home, from the cache, or a redirect to /en for an English visitor', async ({
  request,
  page,
}) => {
  for (const visit of [0, 1]) {
    const arabic = await request.get(`${origin}/`, {
      headers: { 'Accept-Language': 'fr-FR,ar;q=0.8,en;q=0.5' },
      maxRedirects: 0,
    });
    expect(arabic.status()).toBe(200);
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');
    if (visit === 1) expect(cacheStatus(arabic)).toBe('HIT');
  }
  // nginx sends English visitors on before the cache: the cached `/` is never theirs.
  for (const [headers, to] of [
    [{ 'Accept-Language': 'en-GB,ar;q=0.8' }, '/en?utm=x'],
    [{ 'Accept-Language': 'ar-SA', Cookie: 'locale=en' }, '/en?utm=x'],
  ] as const) {
    const english = await request.get(`${origin}/?utm=x`, { headers, maxRedirects: 0 });
    expect(english.status()).toBe(302);
    expect(english.headers().location).toBe(to);
    expect(cacheStatus(english)).toBeUndefined();
  }
  const kept = await request.get(`${origin}/`, {
    headers: { 'Accept-Language': 'en-US', Cookie: 'locale=ar' },
    maxRedirects: 0,
  });
  expect(kept.status()).toBe(200);

  const violations = await watchCsp(page);
  await page.goto(`${origin}/en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});
