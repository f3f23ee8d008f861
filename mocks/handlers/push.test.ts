// Browser push subscriptions on the mock (stored, validated, limited, removed, erased with the
// account; a push message per subscription in the outbox) and RFC 8058's one-click unsubscribe.
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/messages/push-subscriptions';
import {
  DEMO,
  MockApi,
  NEW_SIGN_UP,
  codesOf,
  expectAnswer,
  field,
  useMockApi,
} from '../testing/mock-api';

const PUSH = '/customer/api/v1/profile/push-subscriptions';
const KEYS = {
  p256dh: 'BJVRyeDKFNUXJbLuGmsV__tTyWJM_prQL2wdOwgGksEN68fvChTX_sg57cnW-StCPkC5Mr8RXBLpFSA9WQxMCw0',
  auth: 'T4wsnam3RltCLpQSycxbFA',
};
const subscription = (n: number, language = 'ar') => ({
  endpoint: `https://push.example/send/device-${n}`,
  keys: KEYS,
  language,
});
type Sent = { channel: string; to: string; text: string; payload?: unknown; language?: string };

describe('push subscriptions', () => {
  const mock = useMockApi();

  it('stores a subscription, updates the same endpoint, removes it (idempotent)', async () => {
    await mock.api.signIn();
    const stored = await mock.api.post(PUSH, { json: subscription(1) });
    expectAnswer(stored, 201);
    expect(stored.body).toMatchObject({ endpoint: subscription(1).endpoint, language: 'ar' });
    expect(JSON.stringify(stored.body)).not.toContain(KEYS.auth);
    const again = await mock.api.post(PUSH, { json: subscription(1, 'en') });
    expect(again.body).toMatchObject({ id: field(stored, 'id'), language: 'en' });
    const query = `?endpoint=${encodeURIComponent(subscription(1).endpoint)}`;
    expectAnswer(await mock.api.delete(`${PUSH}${query}`), 204);
    expectAnswer(await mock.api.delete(`${PUSH}${query}`), 204);
    expect(pushSubscriptions).toHaveLength(0);
  });

  it('refuses an endpoint that is not https, keys that are not base64url, a bad language', async () => {
    await mock.api.signIn();
    const refused = await mock.api.post(PUSH, {
      json: {
        endpoint: 'http://push.example/x',
        keys: { p256dh: `${KEYS.p256dh.slice(1)}=`, auth: KEYS.auth },
        language: 'fr',
      },
    });
    expect([refused.status, codesOf(refused)]).toEqual([
      400,
      ['endpoint__invalid', 'keys__invalid', 'language__invalid'],
    ]);
    for (const endpoint of ['javascript:alert(1)', 'https://user:pw@push.example/x', 'https:/x'])
      expect(
        codesOf(await mock.api.post(PUSH, { json: { ...subscription(1), endpoint } })),
      ).toEqual(['endpoint__invalid']);
    expectAnswer(await mock.api.delete(`${PUSH}?endpoint=ftp%3A%2F%2Fx`), 400, 'endpoint__invalid');
    expectAnswer(await mock.api.delete(PUSH), 400, 'endpoint__required');
    expectAnswer(await mock.api.post(PUSH, { json: subscription(1), csrf: false }), 403);
  });

  it('limits the devices of a customer to 10', async () => {
    await mock.api.signIn();
    for (let n = 1; n <= 10; n += 1)
      expectAnswer(await mock.api.post(PUSH, { json: subscription(n) }), 201);
    expectAnswer(
      await mock.api.post(PUSH, { json: subscription(11) }),
      409,
      'push_subscriptions__limit_reached',
    );
  });

  it('sends a push message per subscription, in its language, the title alone as payload', async () => {
    await mock.api.signIn();
    await mock.api.post(PUSH, { json: subscription(1, 'ar') });
    await mock.api.post(PUSH, { json: subscription(2, 'en') });
    await mock.api.patch('/customer/api/v1/profile/message-preferences', {
      json: { kinds: [{ kind: 'saved_search_match', push: true }] },
    });
    await mock.api.post('/customer/api/v1/saved-searches/', {
      json: { name: 'Cheap', kind: 'units', query: 'available=1', alert: 'instant' },
    });
    const toNoon = ((((12 - 3) * 60 - Math.floor(Date.now() / 60_000)) % 1440) + 1440) % 1440;
    await mock.api.advance(toNoon * 60 + 3600);
    const { messages } = (
      await mock.api.get<{ messages: Sent[] }>('/__mock/outbox', { validate: false })
    ).body;
    const pushes = messages.filter((item) => item.channel === 'push');
    // Each event reaches both devices (the clock's advance lists a match every hour).
    expect(pushes.length % 2).toBe(0);
    expect(pushes.slice(0, 2).map((item) => item.language)).toEqual(['ar', 'en']);
    expect(pushes.slice(0, 2).map((item) => item.to)).toEqual(['push:ps-1', 'push:ps-2']);
    for (const item of pushes) {
      expect(item.payload).toEqual({ title: item.text });
      expect(item.text).not.toContain(DEMO.mobile);
    }
    expect(pushes[1]!.text).toMatch(/Cheap/);
  });

  it('erases every subscription of a deleted account', async () => {
    const other = new MockApi('en');
    await other.start();
    const started = await other.post('/customer/api/v1/sign-up', { json: NEW_SIGN_UP });
    await other.post('/customer/api/v1/sign-up/otp', {
      json: { sid: field(started, 'sid'), otp: DEMO.otp },
    });
    await other.post(PUSH, { json: subscription(1) });
    await mock.api.signIn();
    await mock.api.post(PUSH, { json: subscription(2) });
    expect(pushSubscriptions).toHaveLength(2);
    const deletion = await other.post('/customer/api/v1/profile/deletion');
    expectAnswer(
      await other.post('/customer/api/v1/profile/deletion/otp', {
        json: { sid: field(deletion, 'sid'), otp: DEMO.otp },
      }),
      204,
    );
    expect(pushSubscriptions.map((item) => item.endpoint)).toEqual([subscription(2).endpoint]);
  });
});

describe("a mail client's one-click unsubscribe (RFC 8058)", () => {
  const mock = useMockApi();
  const ONE_CLICK = '/customer/api/v1/message-unsubscribe/one-click';
  const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const tokenOf = async (expired = false) =>
    (
      (await mock.api.control('unsubscribe-token', { json: { kind: 'price_drop', expired } }))
        .body as { token: string }
    ).token;
  const post = (token: string, raw = 'List-Unsubscribe=One-Click') =>
    mock.api.post(`${ONE_CLICK}?token=${encodeURIComponent(token)}`, {
      raw,
      headers: FORM,
      csrf: false,
    });

  it('turns the kind off with no session nor CSRF token', async () => {
    await mock.api.start();
    const answer = await post(await tokenOf());
    expectAnswer(answer, 200);
    expect(answer.body).toEqual({ kind: 'price_drop', channel: 'email', subscribed: false });
    expect(answer.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('attack: a forged or expired token, or another body, changes nothing', async () => {
    await mock.api.start();
    const token = await tokenOf();
    expectAnswer(await post(`${token.slice(0, -2)}AA`), 400, 'token__invalid');
    expectAnswer(await post(await tokenOf(true)), 400, 'token__expired');
    expectAnswer(await post(token, 'List-Unsubscribe=Yes'), 400, 'one_click__invalid');
    expectAnswer(
      await mock.api.post(`${ONE_CLICK}?token=${token}`, { json: {}, csrf: false }),
      415,
      'body__unsupported_media_type',
    );
    await mock.api.signIn();
    const prefs = (
      await mock.api.get<{ kinds: Array<{ kind: string; email: boolean }> }>(
        '/customer/api/v1/profile/message-preferences',
      )
    ).body;
    expect(prefs.kinds.find((item) => item.kind === 'price_drop')?.email).toBe(true);
  });
});
