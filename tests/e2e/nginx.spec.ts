// The production server configuration (scripts/nginx/) end to end: Debian's nginx serves the build
// (dist/) and proxies the API to the mock server that Playwright's webServer runs.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { GUARDED_SHELLS, SHELL_RENDER_ID } from '../../scripts/detail-pages.mjs';
import { contentSecurityPolicy } from '../../scripts/nginx/render.mjs';
import { startNginx, type RunningNginx } from './nginx-server';

const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 9190);
/** The mock payment provider's origin (mocks/db/web-app-config.ts). */
const PROVIDER = `http://localhost:${MOCK_PORT}`;

// One nginx for the whole file, in one worker.
test.describe.configure({ mode: 'default' });

let nginx: RunningNginx | undefined;
let origin = '';

test.beforeAll(async () => {
  nginx = await startNginx('e2e', { apiUpstream: `http://127.0.0.1:${MOCK_PORT}` });
  origin = nginx.origin;
});

test.afterAll(async () => {
  await nginx?.stop();
});

const builtEntry = () => {
  const html = readFileSync('dist/index.html', 'utf8');
  return {
    script: html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '',
    buildId: html.match(/<meta name="build-id" content="([^"]+)"/)?.[1] ?? '',
  };
};

/** Collects Content-Security-Policy violations, as the page reports them and as console errors. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

test('index.html carries the security headers and is never cached', async ({ request }) => {
  const response = await request.get(`${origin}/`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self';/);
  expect(csp).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}';/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("img-src 'self' data:");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("font-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-type']).toMatch(/^text\/html/);
  expect(headers.server).toBe('nginx');
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
});

test('the API is proxied to the backend on the same origin', async ({ request }) => {
  const config = await request.get(`${origin}/customer/api/v1/web-app-config`, {
    headers: { Accept: 'application/json', 'Accept-Language': 'en' },
  });
  expect(config.status()).toBe(200);
  expect(await config.json()).toHaveProperty('build_manifest_poll_seconds');
  // The backend's own caching headers pass through unchanged (the app's Cache-Control is not added).
  const direct = await request.get(`http://127.0.0.1:${MOCK_PORT}/customer/api/v1/web-app-config`);
  expect(config.headers()['cache-control']).toBe(direct.headers()['cache-control']);
});

test('an English deep link loads, and reloads, with the data of the mock through the proxy', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const listed = page.waitForResponse(
    (answer) => answer.url().includes('/api/v1/properties/') && answer.ok(),
  );
  const response = await page.goto(`${origin}/en/properties`);
  expect(response?.status()).toBe(200);
  const { results } = (await (await listed).json()) as { results: { title: string }[] };
  expect(results.length).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText(results[0]!.title).first()).toBeVisible();

  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
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

test('the policy admits a configured chat widget and map tiles, and nothing else', () => {
  const csp = contentSecurityPolicy({
    chatWidgetOrigin: 'https://chat.example.com',
    mapTileOrigin: 'https://tiles.example.com',
  });
  expect(csp).toContain("script-src 'self' https://chat.example.com;");
  expect(csp).toContain("connect-src 'self' https://chat.example.com;");
  expect(csp).toContain('frame-src https://chat.example.com;');
  expect(csp).toContain("img-src 'self' data: https://tiles.example.com https://chat.example.com;");
  expect(contentSecurityPolicy()).toContain("frame-src 'none';");
  expect(() =>
    contentSecurityPolicy({ chatWidgetOrigin: "https://x.example.com 'unsafe-inline'" }),
  ).toThrow();
  expect(() => contentSecurityPolicy({ chatWidgetOrigin: 'http://chat.example.com' })).toThrow();
});

test('the payment pages name only this site and the payment provider', async ({ request }) => {
  const paying = await startNginx('payment', {
    apiUpstream: `http://127.0.0.1:${MOCK_PORT}`,
    chatWidgetOrigin: 'https://chat.example.com',
    paymentProviderOrigin: PROVIDER,
  });
  const origin = paying.origin;
  for (const path of ['/reservation-checkout/501', '/en/reservation-checkout/501?payment=7']) {
    const answer = await request.get(`${origin}${path}`);
    expect(answer.status()).toBe(200);
    const csp = answer.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`frame-src ${PROVIDER};`);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('chat.example.com');
    expect(answer.headers()['x-frame-options']).toBe('DENY');
    expect(answer.headers()['cache-control']).toBeTruthy();
  }
  const home = (await request.get(`${origin}/faq`)).headers()['content-security-policy'] ?? '';
  expect(home).toContain(`frame-src https://chat.example.com ${PROVIDER};`);
  await paying.stop();
  expect(() => contentSecurityPolicy({ paymentProviderOrigin: 'http://psp.example' })).toThrow();
});

test('/ is the prerendered Arabic home, or a redirect to /en for an English visitor', async ({
  request,
  page,
}) => {
  const arabic = await request.get(`${origin}/`, {
    headers: { 'Accept-Language': 'fr-FR,ar;q=0.8,en;q=0.5' },
    maxRedirects: 0,
  });
  expect(arabic.status()).toBe(200);
  const html = await arabic.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toMatch(/<div id="prerendered" inert>.*<h1>[^<]+<\/h1>/s);

  for (const [headers, to] of [
    [{ 'Accept-Language': 'en-GB,ar;q=0.8' }, '/en?utm=x'],
    [{ 'Accept-Language': 'ar-SA', Cookie: 'locale=en' }, '/en?utm=x'],
  ] as const) {
    const english = await request.get(`${origin}/?utm=x`, { headers, maxRedirects: 0 });
    expect(english.status()).toBe(302);
    expect(english.headers().location).toBe(to);
  }
  const kept = await request.get(`${origin}/`, {
    headers: { 'Accept-Language': 'en-US', Cookie: 'locale=ar' },
    maxRedirects: 0,
  });
  expect(kept.status()).toBe(200);

  // A deep link without a prerendered page gets the app shell, which renders it.
  const shell = await request.get(`${origin}/en/faq`);
  expect(await shell.text()).toContain('<div id="root"></div>');
  const violations = await watchCsp(page);
  await page.goto(`${origin}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  expect(await violations()).toEqual([]);
});

test('a catalogue record gets its kind’s prerendered first screen, then its data', async ({
  request,
  page,
}) => {
  for (const [path, lang] of [
    ['/en/properties/1036', 'en'],
    ['/units/501', 'ar'],
  ] as const) {
    const html = await (await request.get(`${origin}${path}`)).text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html, path).toContain('<div id="prerendered" inert>');
  }
  // Every signed-in page gets its shell, prerendered without a session: the page's heading and
  // shape, no personal data (the demo customer's name, national ID, mobile, e-mail, a request number).
  for (const { path } of GUARDED_SHELLS) {
    for (const base of ['', '/en']) {
      const address = `${base}${path.replace('/_', '/55')}`;
      const html = await (await request.get(`${origin}${address}`)).text();
      const shown = /<div id="prerendered" inert>(.*)<\/div><div id="root" hidden>/s.exec(
        html,
      )?.[1];
      expect(shown, address).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html, address).not.toMatch(
        /عبدالله|Abdullah|1000000008|500000001|demo\.customer|U-100001|FR-(?!0000-000000)\d{4}/,
      );
      expect(html, address).not.toContain(SHELL_RENDER_ID);
    }
  }
  // Lists, records and the checkout show the shape of what loads, with the boxes the entry paints
  // the first pictures into (src/lib/first-pictures.ts), and no data: no picture, no card.
  for (const path of ['/properties', '/en/projects', '/units/501', '/en/reservation-checkout/55']) {
    const html = await (await request.get(`${origin}${path}`)).text();
    const shown = /<div id="prerendered" inert>(.*)<\/div><div id="root" hidden>/s.exec(html)?.[1];
    expect(shown, path).toContain('data-first-picture="0"');
    expect(shown, path).not.toMatch(/<img|\/media\/|<h3/);
  }
  const other = await request.get(`${origin}/en/financing-requests/7/documents`);
  expect(await other.text()).toContain('<div id="root"></div>');

  const violations = await watchCsp(page);
  const record = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === '/api/v1/properties/1036/' && answer.ok(),
  );
  await page.goto(`${origin}/en/properties/1036`);
  const { title } = (await (await record).json()) as { title: string };
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  expect(await violations()).toEqual([]);
});
