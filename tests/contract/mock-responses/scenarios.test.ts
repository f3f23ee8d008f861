// The mock's scenarios: every operation of the contract under insecure-network, server-error and
// rate-limited, and the session, catalogue and fraud scenarios; every answer checked against the contract.
import { describe, expect, it } from 'vitest';
import { loadContract, type Operation } from '../../../scripts/contract/contract';
import {
  DEMO,
  expectAnswer,
  field,
  items,
  useMockApi,
  type MockApi,
} from '../../../mocks/testing/mock-api';

const PLACEHOLDERS: Record<string, string> = { target: 'customer', countryId: 'SA' };
const concrete = (path: string) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => PLACEHOLDERS[name] ?? '1');
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

function call(api: MockApi, op: Operation, scenario: string) {
  const body = op.operation.requestBody as { content?: Record<string, unknown> } | undefined;
  const multipart = Boolean(body?.content?.['multipart/form-data']);
  return api.call(op.method.toUpperCase(), concrete(op.path), {
    headers: { 'X-Mock-Scenario': scenario },
    ...(body ? (multipart ? { form: new FormData() } : { json: {} }) : {}),
  });
}

describe('scenarios on every operation', () => {
  const mock = useMockApi();
  const operations = loadContract().operations;

  it.each([
    ['insecure-network', 403, 'unsecure__network'],
    ['server-error', 500, 'server__error'],
  ])('%s answers %i on every operation', async (scenario, status, code) => {
    const { api } = mock;
    await api.start();
    for (const op of operations) expectAnswer(await call(api, op, scenario), status, code);
  });

  it('rate-limited answers 429 on every unsafe operation and leaves reads alone', async () => {
    const { api } = mock;
    await api.start();
    for (const op of operations.filter((item) => UNSAFE.has(item.method))) {
      const answer = await call(api, op, 'rate-limited');
      expectAnswer(answer, 429, 'action__limit_exceeded');
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expectAnswer(
      await api.get('/customer/api/v1/web-app-config', {
        headers: { 'X-Mock-Scenario': 'rate-limited' },
      }),
      200,
    );
  });
});

describe('scenarios', () => {
  const mock = useMockApi();

  it('session-expired: a signed-in customer is answered as signed out', async () => {
    const { api } = mock;
    await api.signIn();
    api.scenario('session-expired');
    expectAnswer(await api.get('/customer/api/v1/profile'), 401, 'authentication__required');
    expectAnswer(await api.post('/customer/api/v1/refresh'), 401, 'authentication__required');
    expect(field(await api.get('/customer/api/v1/check-authenticated'), 'authenticated')).toBe(
      false,
    );
    api.scenario();
    expectAnswer(await api.get('/customer/api/v1/profile'), 200);
  });

  it('session-refresh: a session works again after the refresh call', async () => {
    const { api } = mock;
    await api.signIn(DEMO.nationalId);
    api.scenario('session-refresh');
    expectAnswer(await api.get('/customer/api/v1/profile'), 401, 'authentication__required');
    expectAnswer(await api.post('/customer/api/v1/refresh'), 204);
    expectAnswer(await api.get('/customer/api/v1/profile'), 200);
  });

  it('empty-catalogue: every catalogue list is empty', async () => {
    const { api } = mock;
    api.scenario('empty-catalogue');
    for (const path of [
      '/api/v1/projects/',
      '/api/v1/properties/',
      '/api/v1/units/',
      '/api/v1/unit-designs/',
      '/api/v1/agencies/',
    ]) {
      const list = await api.get(path);
      expectAnswer(list, 200);
      expect([field(list, 'count'), items(list)], path).toEqual([0, []]);
    }
  });

  it('fraud-risk and slow-network, switched by header', async () => {
    const { api } = mock;
    await api.start();
    const message = {
      full_name: 'Sara Ahmed',
      email: 'sara@example.com',
      phone_number: '0551234567',
      reason: 'other',
      text: 'A question about the projects in Jeddah.',
    };
    const headers = { 'X-Mock-Scenario': 'fraud-risk,slow-network' };
    const started = Date.now();
    expectAnswer(
      await api.post('/customer/api/v1/feedback', { json: message, headers }),
      403,
      'feedback__fraud_risk_high',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});
