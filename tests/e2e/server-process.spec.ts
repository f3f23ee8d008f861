// The built server as a service runs it (`node dist/server/main.js`): health and readiness, metrics
// on their own port, a JSON access log, and a stop on SIGTERM that lets the pages in flight finish.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../support/free-port';
import { expect, test } from './fixtures';

const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 9190}`;

async function startServer() {
  const [port, metricsPort] = [await freePort(), await freePort()];
  let output = '';
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      MOCK: '1',
      BACKEND_URL: MOCK,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      RENDER_DEADLINE_MS: '10000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const lines = () => output.split('\n');
  const exited = new Promise<number | null>((done) => server.on('exit', done));
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(() =>
      fetch(`${origin}/healthz`).then(
        (answer) => answer.status,
        () => 0,
      ),
    )
    .toBe(200);
  return { server, origin, metrics: `http://127.0.0.1:${metricsPort}/metrics`, lines, exited };
}

test('answers health, readiness, metrics and an access log', async () => {
  const { server, origin, metrics, lines, exited } = await startServer();
  expect((await fetch(`${origin}/readyz`)).status).toBe(200);
  const page = await fetch(`${origin}/en/projects`, { headers: { 'x-request-id': 'journey-1' } });
  expect(page.status).toBe(200);
  await page.text();
  const logged = () => lines().find((line) => line.includes('"request_id":"journey-1"'));
  await expect.poll(logged).toBeTruthy();
  const entry = JSON.parse(logged()!);
  expect(entry).toMatchObject({ method: 'GET', path: '/en/projects', status: 200 });
  expect(entry.duration_ms).toBeGreaterThan(0);
  const text = await (await fetch(metrics)).text();
  expect(text).toMatch(/^baitak_page_render_seconds_count [1-9]\d*$/m);
  expect(text).toMatch(/^baitak_http_responses_total\{status="200"\} [1-9]\d*$/m);
  // The metrics are not on the site's port.
  expect((await fetch(`${origin}/metrics`)).status).toBe(404);
  server.kill('SIGTERM');
  expect(await exited).toBe(0);
});

test('on SIGTERM, a page being rendered finishes; then the server stops', async () => {
  const { server, origin, metrics, exited } = await startServer();
  // The mock's slow network: the page's calls take 1.5 s, the page is still rendering at the stop.
  const inFlight = fetch(`${origin}/en/properties/1036`, {
    headers: { cookie: 'mock_scenario=slow-network' },
  });
  await expect
    .poll(async () =>
      /^baitak_http_requests_in_flight 1$/m.test(await (await fetch(metrics)).text()),
    )
    .toBe(true);
  server.kill('SIGTERM');
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('</html>');
  expect(await exited).toBe(0);
  await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
});
