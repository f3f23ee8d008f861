import { AsyncLocalStorage } from 'node:async_hooks';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { inNamespace, namespaceOf, setNamespaceContext } from './namespace';

const storage = new AsyncLocalStorage<string>();
/** What the standalone server does (mocks/server.ts): the request runs in the namespace it names. */
async function call(namespace: string, method: string, path: string, body?: unknown) {
  const request = new Request(`http://mock.localhost${path}`, {
    method,
    headers: { 'X-Mock-Namespace': namespace, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await inNamespace(namespaceOf(request), () => getResponse(handlers, request));
  const text = await response!.text();
  return {
    status: response!.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

const unitStatus = async (namespace: string, id: number) =>
  (await call(namespace, 'GET', `/api/v1/units/${id}/`)).body.status;

describe('data namespaces', () => {
  beforeAll(() =>
    setNamespaceContext({
      current: () => storage.getStore(),
      run: (namespace, work) => storage.run(namespace, work),
    }),
  );
  afterAll(() => setNamespaceContext());

  it('keeps a clock per namespace', async () => {
    const before = Date.parse(String((await call('ns-a', 'POST', '/__mock/clock', {})).body.now));
    await call('ns-a', 'POST', '/__mock/clock', { advance_seconds: 3600 });
    const moved = Date.parse(String((await call('ns-a', 'POST', '/__mock/clock', {})).body.now));
    const other = Date.parse(String((await call('ns-b', 'POST', '/__mock/clock', {})).body.now));
    expect(moved - before).toBeGreaterThanOrEqual(3_600_000);
    expect(moved - other).toBeGreaterThanOrEqual(3_590_000);
  });

  it('starts each namespace from the seed and resets only its own', async () => {
    expect(await unitStatus('ns-c', 501)).toBe('listed');
    const { units } = await import('../db/catalogue');
    inNamespace('ns-c', () => {
      units.get(501)!.status = 'sold';
    });
    expect(await unitStatus('ns-c', 501)).toBe('sold');
    expect(await unitStatus('ns-d', 501)).toBe('listed');
    expect(await unitStatus('', 501)).toBe('listed');
    expect((await call('ns-c', 'POST', '/__mock/reset')).status).toBe(204);
    expect(await unitStatus('ns-c', 501)).toBe('listed');
  });

  it('ignores a name that is not a namespace name', () => {
    const request = new Request('http://mock.localhost/', {
      headers: { 'X-Mock-Namespace': '../../etc' },
    });
    expect(namespaceOf(request)).toBe('');
    expect(namespaceOf(new Request('http://mock.localhost/'), 'w1-t7')).toBe('w1-t7');
  });
});
