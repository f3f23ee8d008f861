// The app's server, in this process, on the mock's handlers: how it answers when the backend is
// slow, failing or gone, what it tells its operators (health, metrics, log), and where its own
// calls go.
import { request } from 'node:http';
import { http, HttpResponse, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCheckAuthenticatedMockHandler } from '../../generated/api/auth/auth.msw';
import {
  getGetPropertyMockHandler,
  getListPropertiesMockHandler,
} from '../../generated/api/catalogue/catalogue.msw';
import { getGetWebAppConfigMockHandler } from '../../generated/api/lookups/lookups.msw';
import { server } from '../../mocks/node';
import { answerOperation } from '../../src/testing/operation';
import { BACKEND, startAppServer, type AppServer } from './app-server';

let app: AppServer;
const backendCalls: URL[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  server.events.on('request:start', ({ request: call }) => {
    const url = new URL(call.url);
    if (!url.host.startsWith('127.0.0.1')) backendCalls.push(url);
  });
  app = await startAppServer({ RENDER_DEADLINE_MS: '1500' });
});
afterEach(() => {
  server.resetHandlers();
  backendCalls.length = 0;
});
afterAll(async () => {
  await app.stop();
  server.close();
});

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.origin}${path}`, { headers, redirect: 'manual' });

describe('a backend that is slow, failing or gone', () => {
  it('slow: the page is sent with its loading state when the deadline comes, for the browser to finish', async () => {
    // The backend answers only once the page has come: an answer at all is the deadline's doing.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    server.use(
      answerOperation(
        getGetPropertyMockHandler,
        async () => {
          await held;
          return HttpResponse.json({});
        },
        { origin: BACKEND },
      ),
    );
    const answer = await page('/en/properties/1036');
    const html = await answer.text().finally(release);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBeTruthy();
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('data-testid="detail-skeleton"');
    expect(html).not.toContain('/api/v1/properties/1036/');
  });

  it('failing: the page shows its error with a retry, 502', async () => {
    server.use(
      // A failure that says it lasts (a Retry-After longer than calls wait for): no retry, so the
      // answer never races the render deadline on a busy machine.
      answerOperation(
        getGetPropertyMockHandler,
        () =>
          HttpResponse.json(
            { errors: ['server__error'] },
            { status: 500, headers: { 'Retry-After': '60' } },
          ),
        { origin: BACKEND },
      ),
    );
    const answer = await page('/en/properties/1036');
    expect(answer.status).toBe(502);
    const html = await answer.text();
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<button[^>]*>[^<]*Try again/);
  });

  it('gone: 503, and never a blank page or a stack trace', async () => {
    server.use(
      answerOperation(getListPropertiesMockHandler, () => HttpResponse.error(), {
        origin: BACKEND,
      }),
    );
    const answer = await page('/properties');
    expect(answer.status).toBe(503);
    const html = await answer.text();
    expect(html).toContain('<h1');
    expect(html).not.toMatch(/at .+\(.+:\d+:\d+\)|TypeError|ECONNREFUSED/);
  });

  it('signed-in pages are sent as they are while the session cannot be checked, never to sign in', async () => {
    server.use(
      answerOperation(getCheckAuthenticatedMockHandler, () => HttpResponse.error(), {
        origin: BACKEND,
      }),
    );
    const answer = await page('/en/account', { cookie: 'sessionid=abc' });
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain('role="status"');
  });
});

describe('the calls the server makes', () => {
  it('go to the configured backend only, whatever the request names', async () => {
    const answer = await page('/en/properties/1036', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      forwarded: 'host=evil.example',
    });
    expect(answer.status).toBe(200);
    expect(backendCalls.length).toBeGreaterThan(0);
    expect(backendCalls.every((url) => url.origin === BACKEND)).toBe(true);
  });

  it('never follow a redirect of the backend to another address', async () => {
    server.use(
      answerOperation(
        getGetPropertyMockHandler,
        () =>
          HttpResponse.json({}, { status: 302, headers: { location: 'http://evil.example/x' } }),
        { origin: BACKEND },
      ),
      http.get('http://evil.example/x', () => HttpResponse.json({ id: 1036 })),
    );
    const answer = await page('/en/properties/1036');
    expect(backendCalls.map((url) => url.origin)).not.toContain('http://evil.example');
    // The backend's answer was not the record: its failure, with a retry.
    expect(answer.status).toBe(502);
    expect(await answer.text()).toContain('role="alert"');
  });

  it('carry the visitor cookies only on a signed-in page', async () => {
    const cookies: (string | null)[] = [];
    server.events.on('request:start', ({ request: call }) => {
      if (new URL(call.url).origin === BACKEND) cookies.push(call.headers.get('cookie'));
    });
    await page('/en/properties/1036', { cookie: 'sessionid=s1' });
    expect(cookies.filter(Boolean)).toEqual([]);
    await page('/en/account', { cookie: 'sessionid=s1' });
    expect(cookies.filter(Boolean)).toContain('sessionid=s1');
  });

  it('never reach the mock controls unless the backend is the mock', async () => {
    // This test's own request goes to the server, not to the mock's handler of the same path.
    server.use(http.all(`${app.origin}/__mock/*`, () => passthrough()));
    expect((await page('/__mock/health')).status).toBe(404);
    expect(backendCalls.some((url) => url.pathname.startsWith('/__mock'))).toBe(false);
  });
});

describe('for its operators', () => {
  it('answers health, and readiness by whether the backend answers', async () => {
    expect((await page('/healthz')).status).toBe(200);
    expect((await page('/readyz')).status).toBe(200);
    server.use(
      answerOperation(getGetWebAppConfigMockHandler, () => HttpResponse.error(), {
        origin: BACKEND,
      }),
    );
    expect((await page('/readyz')).status).toBe(503);
  });

  it('logs each answer as a JSON line with its request id and duration', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((line) => {
      lines.push(String(line));
      return true;
    });
    const answer = await page('/en/faq', { 'x-request-id': 'abc-123' });
    await answer.text();
    await vi.waitFor(() => expect(lines.length).toBeGreaterThan(0));
    spy.mockRestore();
    const entry = JSON.parse(lines.find((line) => line.includes('abc-123'))!);
    expect(entry).toMatchObject({
      request_id: 'abc-123',
      method: 'GET',
      path: '/en/faq',
      status: 200,
    });
    expect(entry.duration_ms).toBeGreaterThan(0);
    expect(answer.headers.get('x-request-id')).toBe('abc-123');
  });

  it('counts renders and answers in the Prometheus text format', async () => {
    await (await page('/no-such-page')).text();
    const text = await app.metrics.text();
    expect(text).toMatch(/^# TYPE baitak_page_render_seconds histogram$/m);
    expect(text).toMatch(/^baitak_page_render_seconds_bucket\{le="\+Inf"\} [1-9]\d*$/m);
    expect(text).toMatch(/^baitak_page_render_seconds_count [1-9]\d*$/m);
    expect(text).toMatch(/^baitak_http_responses_total\{status="404"\} [1-9]\d*$/m);
    expect(text).toMatch(/^process_resident_memory_bytes [1-9]\d*$/m);
  });

  it('keeps an idle connection longer than a Node client does (5 s)', async () => {
    const seconds = await new Promise<number>((done, fail) => {
      const call = request({ host: '127.0.0.1', port: app.port, path: '/healthz' }, (answer) => {
        answer.resume();
        done(Number(/timeout=(\d+)/.exec(String(answer.headers['keep-alive']))?.[1]));
      });
      call.on('error', fail);
      call.setHeader('connection', 'keep-alive');
      call.end();
    });
    expect(seconds * 1000).toBeGreaterThan(5_000);
  });
});
