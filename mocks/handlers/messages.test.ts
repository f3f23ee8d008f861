// The channels per kind of message on the mock: defaults, changes, refusals, the marketing consent.
import { describe, expect, it } from 'vitest';
import type { MessagePreferences } from '../../generated/model';
import { codesOf, expectAnswer, useMockApi } from '../testing/mock-api';

const PREFS = '/customer/api/v1/profile/message-preferences';
const CONSENTS = '/customer/api/v1/profile/consents';

const channelsOf = (body: MessagePreferences, kind: string) =>
  body.kinds.find((item) => item.kind === kind);

describe('message preferences', () => {
  const mock = useMockApi();

  it('needs a session', async () => {
    expectAnswer(await mock.api.get(PREFS), 401, 'authentication__required');
  });

  it('starts from the defaults: service by SMS and e-mail, alerts by e-mail, marketing as consented', async () => {
    await mock.api.signIn();
    const { body } = await mock.api.get<MessagePreferences>(PREFS);
    expect(body.kinds.map((item) => item.kind)).toHaveLength(9);
    expect(channelsOf(body, 'transfer_deadline')).toEqual({
      kind: 'transfer_deadline',
      service: true,
      email: true,
      mobile: true,
      push: false,
    });
    expect(channelsOf(body, 'price_drop')).toMatchObject({
      service: false,
      email: true,
      mobile: false,
    });
    expect(body.marketing_consent).toBe(true);
    expect(channelsOf(body, 'marketing')).toMatchObject({
      email: true,
      mobile: false,
      push: false,
    });
    expect(body).toMatchObject({ language: 'ar', mobile_channel: 'sms', digest_time: '09:00' });
  });

  it('changes what the body names and keeps the rest', async () => {
    await mock.api.signIn();
    const changed = await mock.api.patch<MessagePreferences>(PREFS, {
      json: {
        language: 'en',
        mobile_channel: 'whatsapp',
        digest_time: '07:30',
        kinds: [{ kind: 'price_drop', mobile: true }],
      },
    });
    expectAnswer(changed, 200);
    expect(changed.body).toMatchObject({
      language: 'en',
      mobile_channel: 'whatsapp',
      digest_time: '07:30',
    });
    expect(channelsOf(changed.body, 'price_drop')).toMatchObject({ email: true, mobile: true });
    const again = await mock.api.get<MessagePreferences>(PREFS);
    expect(again.body).toEqual(changed.body);
  });

  it('refuses a bad time, channel, language or kind, all at once', async () => {
    await mock.api.signIn();
    const refused = await mock.api.patch(PREFS, {
      json: {
        language: 'fr',
        mobile_channel: 'telegram',
        digest_time: '07:15',
        kinds: [{ kind: 'price_drop' }, { kind: 'price_drop' }],
      },
    });
    expect([refused.status, codesOf(refused)]).toEqual([
      400,
      ['language__invalid', 'mobile_channel__invalid', 'digest_time__invalid', 'kinds__invalid'],
    ]);
    const notBoolean = await mock.api.patch(PREFS, {
      json: { kinds: [{ kind: 'marketing', sms: true, email: 'yes' }] },
    });
    expect(codesOf(notBoolean)).toEqual(['kinds__invalid']);
  });

  it('withdrawing marketing turns marketing off everywhere and nothing else; consent is needed to turn it on', async () => {
    await mock.api.signIn();
    await mock.api.patch(PREFS, {
      json: {
        kinds: [
          { kind: 'marketing', mobile: true },
          { kind: 'price_drop', mobile: true },
        ],
      },
    });
    expectAnswer(await mock.api.post(`${CONSENTS}/marketing/withdraw`), 200);
    const after = (await mock.api.get<MessagePreferences>(PREFS)).body;
    expect(after.marketing_consent).toBe(false);
    expect(channelsOf(after, 'marketing')).toMatchObject({
      email: false,
      mobile: false,
      push: false,
    });
    expect(channelsOf(after, 'price_drop')).toMatchObject({ email: true, mobile: true });
    expect(channelsOf(after, 'transfer_deadline')).toMatchObject({ email: true, mobile: true });
    const refused = await mock.api.patch(PREFS, {
      json: { kinds: [{ kind: 'marketing', email: true }] },
    });
    expect([refused.status, codesOf(refused)]).toEqual([409, ['consent__required']]);
    expectAnswer(await mock.api.post(`${CONSENTS}/marketing/give`), 200);
    const given = (await mock.api.get<MessagePreferences>(PREFS)).body;
    expect(channelsOf(given, 'marketing')).toMatchObject({ email: true, mobile: false });
  });
});

type Sent = {
  channel: string;
  kind?: string;
  subject?: string;
  links?: string[];
  language?: string;
};
describe('messages from the mock flows', () => {
  const mock = useMockApi();

  it('a new unit matching an instant saved search reaches the outbox by e-mail, linking to the unit', async () => {
    await mock.api.signIn();
    await mock.api.patch(PREFS, { json: { language: 'en' } });
    expectAnswer(
      await mock.api.post('/customer/api/v1/saved-searches/', {
        json: { name: 'Cheap', kind: 'units', query: 'available=1', alert: 'instant' },
      }),
      201,
    );
    // Noon in Riyadh is outside the quiet hours whatever the test machine's time.
    const now = Date.now();
    const toNoon = ((((12 - 3) * 60 - Math.floor(now / 60_000)) % 1440) + 1440) % 1440;
    await mock.api.advance(toNoon * 60 + 3600);
    const { messages } = (
      await mock.api.get<{ messages: Sent[] }>('/__mock/outbox', { validate: false })
    ).body;
    const match = messages.find((item) => item.kind === 'saved_search_match');
    expect(match).toMatchObject({ channel: 'email', language: 'en' });
    expect(match!.subject).toMatch(/^New match for “Cheap”/);
    expect(match!.links![0]).toMatch(/\/en\/units\/\d+$/);
  });
});

describe('one-click unsubscribe', () => {
  const mock = useMockApi();
  const UNSUBSCRIBE = '/customer/api/v1/message-unsubscribe';
  const tokenOf = async (expired = false) =>
    (
      await mock.api.control('unsubscribe-token', {
        json: { kind: 'price_drop', expired },
      })
    ).body as { token: string };

  it('turns the kind off on the channel signed out, says what, and undoes it', async () => {
    await mock.api.start();
    const { token } = await tokenOf();
    const off = await mock.api.post(UNSUBSCRIBE, { json: { token } });
    expectAnswer(off, 200);
    expect(off.body).toEqual({ kind: 'price_drop', channel: 'email', subscribed: false });
    const back = await mock.api.post(UNSUBSCRIBE, { json: { token, undo: true } });
    expect(back.body).toEqual({ kind: 'price_drop', channel: 'email', subscribed: true });
    await mock.api.post(UNSUBSCRIBE, { json: { token } });
    await mock.api.signIn();
    const prefs = (await mock.api.get<MessagePreferences>(PREFS)).body;
    expect(channelsOf(prefs, 'price_drop')).toMatchObject({ email: false });
  });

  it('attack: a forged, altered or expired token changes nothing', async () => {
    await mock.api.start();
    const { token } = await tokenOf();
    const [payload, signature] = token.split('.');
    const otherKind = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        k: 'marketing',
      }),
    ).toString('base64url');
    for (const forged of [`${otherKind}.${signature}`, `${payload}.${'A'.repeat(43)}`, 'nonsense'])
      expectAnswer(
        await mock.api.post(UNSUBSCRIBE, { json: { token: forged } }),
        400,
        'token__invalid',
      );
    const expired = await tokenOf(true);
    expectAnswer(await mock.api.post(UNSUBSCRIBE, { json: expired }), 400, 'token__expired');
    expectAnswer(await mock.api.post(UNSUBSCRIBE, { json: {} }), 400, 'token__required');
    await mock.api.signIn();
    const prefs = (await mock.api.get<MessagePreferences>(PREFS)).body;
    expect(channelsOf(prefs, 'price_drop')).toMatchObject({ email: true });
    expect(channelsOf(prefs, 'marketing')).toMatchObject({ email: true });
  });
});
