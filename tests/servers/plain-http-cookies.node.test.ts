// The standalone mock's `plain-http-cookies` scenario (for WebKitGTK, which keeps no Secure cookie on
// http://127.0.0.1: docs/browser-engines.md): its cookies come without Secure, and only under it.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../support/free-port';

let mock: ChildProcess | undefined;
let origin = '';

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  mock = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, MOCK_PORT: String(port) },
    stdio: 'ignore',
  });
  while (
    !(await fetch(`${origin}/__mock/health`).then(
      (a) => a.ok,
      () => false,
    ))
  )
    await delay(100);
}, 60_000);

afterAll(() => {
  mock?.kill('SIGTERM');
});

/** The Set-Cookie values of the session check, with the scenario cookie or without. */
async function cookiesSet(scenario?: string) {
  const answer = await fetch(`${origin}/customer/api/v1/check-authenticated`, {
    headers: {
      cookie: `mock_ns=plain-http-${scenario ?? 'none'}${scenario ? `; mock_scenario=${scenario}` : ''}`,
    },
  });
  expect(answer.status).toBe(200);
  return answer.headers.getSetCookie();
}

it('sets the contract’s Secure cookies, and drops Secure only under plain-http-cookies', async () => {
  const secure = await cookiesSet();
  expect(secure.length).toBeGreaterThan(0);
  for (const cookie of secure) expect(cookie).toMatch(/; Secure\b/);

  const plain = await cookiesSet('plain-http-cookies');
  expect(plain.length).toBe(secure.length);
  for (const cookie of plain) {
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toMatch(/; SameSite=Lax\b/);
  }
});
