// Attack: the confirmation link of an e-mail change is built from the request's `Origin`, so a
// request with a hostile `Origin` (any client can send one) makes the site e-mail a link to another
// host, which then receives the token. Links are built from the configured origin (`PUBLIC_ORIGIN`)
// only; the mock's outbox (`GET /__mock/outbox`) holds what it sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAnswer, useMockApi, type MockApi } from '../../mocks/testing/mock-api';

const HOSTILE = { Origin: 'https://evil.example', Referer: 'https://evil.example/x' };

async function sentLinks(api: MockApi): Promise<string[]> {
  const answer = await api.get<{ messages: Array<{ channel: string; text: string }> }>(
    '/__mock/outbox',
    { validate: false },
  );
  return answer.body.messages
    .filter(({ channel }) => channel === 'email')
    .map(({ text }) => /https?:\/\/\S+/.exec(text)?.[0] ?? text);
}

describe('e-mail links are built from the configured origin, never the request', () => {
  const mock = useMockApi();
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    [
      'an e-mail change',
      (api: MockApi) =>
        api.put('/customer/api/v1/profile', {
          json: { email: 'new.address@example.com' },
          headers: HOSTILE,
        }),
    ],
    [
      'a new link',
      async (api: MockApi) => {
        await api.put('/customer/api/v1/profile', { json: { email: 'other@example.com' } });
        await api.advance(120);
        return api.post('/customer/api/v1/profile/resend-email-confirmation', { headers: HOSTILE });
      },
    ],
  ])('%s with a hostile Origin sends a link to the site itself', async (_, send) => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://www.baitak.example');
    await mock.api.signIn();
    expectAnswer(await send(mock.api), [200, 204]);
    const links = await sentLinks(mock.api);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).not.toContain('evil.example');
      expect(link).toMatch(/^https:\/\/www\.baitak\.example\/email-confirmation\?token=\w+$/);
    }
  });

  it('without PUBLIC_ORIGIN the mock uses its documented default, still not the request', async () => {
    vi.stubEnv('PUBLIC_ORIGIN', undefined);
    await mock.api.signIn();
    await mock.api.put('/customer/api/v1/profile', {
      json: { email: 'new.address@example.com' },
      headers: HOSTILE,
    });
    expect(await sentLinks(mock.api)).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:4173\/email-confirmation\?token=\w+$/),
    ]);
  });
});
