// withCustomer: the signed-in customer reaches the resolver; anyone else gets the refusal, the
// session's first (401), then the CSRF token's (403).
import { describe, expect, it } from 'vitest';
import { MockApi, codesOf, useMockApi } from '../testing/mock-api';

type Call = [method: 'post' | 'put' | 'patch' | 'delete', path: string];

const CALLS: Call[] = [
  ['post', '/customer/api/v1/reservations/'],
  ['post', '/customer/api/v1/reservations/1/cancel'],
  ['patch', '/customer/api/v1/financing-requests/1/'],
  ['post', '/customer/api/v1/profile/push-subscriptions'],
  ['put', '/customer/api/v1/saved-homes/unit/1'],
  ['patch', '/customer/api/v1/profile/message-preferences'],
  ['delete', '/customer/api/v1/recently-viewed/'],
];

describe('withCustomer', () => {
  const mock = useMockApi();

  it('answers a call with neither session nor CSRF token 401: the session is checked first', async () => {
    const stranger = new MockApi('en');
    const answers = await Promise.all(
      CALLS.map(async ([method, path]) => {
        const answer = await stranger[method](path, { json: {}, csrf: false });
        return [answer.status, codesOf(answer)];
      }),
    );
    expect(answers).toEqual(CALLS.map(() => [401, ['authentication__required']]));
  });

  it('refuses the signed-in customer without the CSRF token, and serves a read', async () => {
    await mock.api.signIn();
    for (const [method, path] of CALLS) {
      const answer = await mock.api[method](path, { json: {}, csrf: false });
      expect([answer.status, codesOf(answer)], `${method} ${path}`).toEqual([
        403,
        ['csrf__invalid'],
      ]);
    }
    expect((await mock.api.get('/customer/api/v1/reservations/')).status).toBe(200);
  });
});
