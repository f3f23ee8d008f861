// Attack: hostile ids, queries and header values sent to the app's server (very long, encoded,
// control characters, script text). Each gets a clean 4xx page, or the page it asks for when the
// value is harmless there: never a 5xx, never the input echoed back.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { withAppServer } from '../servers/app-server';

const SCRIPT = '<script>alert(1)</script>';

const app = withAppServer();

/** A raw request: `path` and the headers go on the wire exactly as written. */
function send(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const call = request({ host: '127.0.0.1', port: app.port, path, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        done({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    call.on('error', fail);
    call.end();
  });
}

const PATHS = [
  `/properties/${encodeURIComponent(SCRIPT)}`,
  `/en/units/${'9'.repeat(400)}`,
  `/properties/${'a'.repeat(3000)}`,
  '/properties/1%00',
  '/properties/%0d%0aSet-Cookie:%20x=1',
  '/properties/%E0%A4%A',
  '/properties/..%2f..%2fetc%2fpasswd',
  '/en//evil.example',
  '/%5Cevil.example',
  '/en/%2e%2e/account',
  `/properties?page=${encodeURIComponent(SCRIPT)}&city=-1&price_min=1e999&bbox=${'9,'.repeat(500)}`,
  `/en/projects?search=${encodeURIComponent(SCRIPT)}&page=99999999999999999999`,
  `/sign-in?from=${encodeURIComponent(`javascript:${SCRIPT}`)}`,
  '/sitemaps/property-99999.xml',
  '/sitemaps/<script>.xml',
];

describe('hostile addresses', () => {
  it.each(PATHS)('%s: a clean answer, never a 5xx or an echo', async (path) => {
    const { status, body } = await send(path);
    expect(status).toBeLessThan(500);
    // Written as data (escaped) where the page shows it, never as markup.
    expect(body).not.toContain(SCRIPT);
    expect(body).not.toMatch(/<script>alert/i);
    expect(body).not.toContain('evil.example');
    expect(body).not.toMatch(/Set-Cookie: x=1|passwd|at .+\(.+:\d+:\d+\)/);
  });

  it('an id that is not a listing is a 404 page', async () => {
    expect((await send(`/properties/${encodeURIComponent(SCRIPT)}`)).status).toBe(404);
    expect((await send('/en/units/abc')).status).toBe(404);
  });

  it('a target that is not a path, or a path too long, is refused; a control character is not found', async () => {
    expect((await send('http://evil.example/properties/1')).status).toBe(400);
    expect((await send(`/properties/${'a'.repeat(3000)}`)).status).toBe(414);
    expect((await send('/properties/%00')).status).toBe(404);
  });
});

describe('hostile headers', () => {
  const HEADERS: Record<string, string>[] = [
    { cookie: `sessionid=${'x'.repeat(6000)}; mock_ns=${encodeURIComponent(SCRIPT)}` },
    { 'accept-language': `${'ar,'.repeat(2000)}${SCRIPT}` },
    { 'user-agent': `${SCRIPT}${'a'.repeat(4000)}` },
    { 'x-request-id': SCRIPT },
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
    { 'if-none-match': `"${SCRIPT}"` },
    { 'accept-encoding': `gzip;q=${'9'.repeat(1000)}` },
  ];
  it.each(HEADERS)('%o: the page, never a 5xx or an echo', async (headers) => {
    for (const path of ['/', '/en/properties/1036', '/account']) {
      const { status, body } = await send(path, headers);
      expect(status).toBeLessThan(500);
      expect(body).not.toContain(SCRIPT);
      expect(body).not.toContain('evil.example');
    }
  });
});
