import { describe, expect, it, vi } from 'vitest';
import { clock, minutes } from '../lib/clock';
import { MockApi, codesOf } from '../testing/mock-api';

const PROFILE = '/customer/api/v1/profile';
const RESEND = '/customer/api/v1/profile/resend-email-confirmation';
const CONFIRM = '/customer/api/v1/confirm-email';

async function demo() {
  const client = new MockApi('en');
  await client.signIn();
  return client;
}

describe('profile', () => {
  it('needs a session', async () => {
    const answer = await new MockApi('en').get(PROFILE);
    expect([answer.status, codesOf(answer)]).toEqual([401, ['authentication__required']]);
  });

  it('validates the fields and lists every failing one', async () => {
    const client = await demo();
    const body = {
      email: 'not-an-email',
      full_name: 'X1',
      nationality: 'ZZZ',
      marital_status: 'complicated',
      residence_city_id: 999,
    };
    const answer = await client.put(PROFILE, { json: body });
    expect(codesOf(answer)).toEqual([
      'email__invalid',
      'full_name__invalid',
      'nationality__invalid',
      'marital_status__invalid',
      'residence_city__invalid',
    ]);
  });

  it('stores a new e-mail unconfirmed, then refuses a second change too soon', async () => {
    const client = await demo();
    const changed = await client.put(PROFILE, { json: { email: 'new.address@example.com' } });
    expect(changed.body).toMatchObject({
      email: 'new.address@example.com',
      email_confirmed: false,
    });
    expect(
      (changed.body as { email_confirmation_expires_at?: string }).email_confirmation_expires_at,
    ).toBeTruthy();
    const again = await client.put(PROFILE, { json: { email: 'another@example.com' } });
    expect([again.status, codesOf(again)]).toEqual([429, ['email__update_too_often']]);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (
        await client.put(PROFILE, {
          json: { email: 'new.address@example.com', full_name: 'Abdullah' },
        })
      ).status,
    ).toBe(200);
    clock.advance(minutes(3));
    expect((await client.put(PROFILE, { json: { email: 'another@example.com' } })).status).toBe(
      200,
    );
  });

  it('confirms a real link once (printed to the console)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.stubEnv('VITEST', '');
    vi.stubEnv('PUBLIC_ORIGIN', 'http://127.0.0.1:4173');
    const client = await demo();
    await client.put(PROFILE, { json: { email: 'new.address@example.com' } });
    vi.unstubAllEnvs();
    const line = String(info.mock.calls.at(-1)?.[0]);
    expect(line).toContain('http://127.0.0.1:4173/email-confirmation?token=');
    const token = line.split('token=')[1]!;
    const confirmed = await new MockApi('en').call('POST', CONFIRM, {
      json: { token },
      csrf: false,
      headers: {},
    });
    expect(confirmed.status).toBe(403);
    const anonymous = new MockApi('en');
    await anonymous.start();
    expect((await anonymous.post(CONFIRM, { json: { token } })).body).toEqual({
      email: 'new.address@example.com',
      confirmed: true,
    });
    expect(codesOf(await anonymous.post(CONFIRM, { json: { token } }))).toEqual([
      'token__already_used',
    ]);
    expect((await client.get(PROFILE)).body).toMatchObject({ email_confirmed: true });
  });

  it('resends the link, but not too often, and not for a confirmed address', async () => {
    const client = await demo();
    const confirmedAlready = await client.post(RESEND);
    expect([confirmedAlready.status, codesOf(confirmedAlready)]).toEqual([
      409,
      ['email__already_confirmed'],
    ]);
    await client.put(PROFILE, { json: { email: 'new.address@example.com' } });
    expect(codesOf(await client.post(RESEND))).toEqual(['email_confirmation__too_often']);
    clock.advance(minutes(2));
    expect((await client.post(RESEND)).status).toBe(204);
  });
});

describe('confirm-email test tokens', () => {
  it.each([
    ['valid-token', 200, undefined],
    ['expired-token', 400, 'token__expired'],
    ['used-token', 409, 'token__already_used'],
    ['anything-else', 400, 'token__invalid'],
    ['', 400, 'token__required'],
  ])('%j answers %i', async (token, status, code) => {
    const client = new MockApi('en');
    await client.start();
    const answer = await client.post(CONFIRM, { json: { token } });
    expect(answer.status).toBe(status);
    if (code) expect(codesOf(answer)).toEqual([code]);
  });

  it('answers 404 for an unknown target', async () => {
    const client = new MockApi('en');
    await client.start();
    expect(
      (await client.post('/partner/api/v1/confirm-email', { json: { token: 'valid-token' } }))
        .status,
    ).toBe(404);
  });
});

describe('addresses', () => {
  it('lists localized national addresses and changes the current one', async () => {
    const client = await demo();
    client.language = 'ar';
    const listed = await client.get<{ id: number; city: string; is_current: boolean }[]>(
      '/customer/api/v1/profile/addresses/',
    );
    expect(listed.body.map((address) => address.id)).toEqual([1, 2, 3]);
    expect(listed.body[0]).toMatchObject({ city: 'الرياض', is_current: true });
    expect(
      (await client.post('/customer/api/v1/profile/addresses/current', { json: { address_id: 3 } }))
        .status,
    ).toBe(200);
    expect(
      codesOf(
        await client.post('/customer/api/v1/profile/addresses/current', {
          json: { address_id: 4 },
        }),
      ),
    ).toEqual(['address__invalid']);
    expect(
      codesOf(await client.post('/customer/api/v1/profile/addresses/current', { json: {} })),
    ).toEqual(['address__required']);
    const after = await client.get<{ id: number; is_current: boolean }[]>(
      '/customer/api/v1/profile/addresses/',
    );
    expect(after.body.filter((address) => address.is_current).map((address) => address.id)).toEqual(
      [3],
    );
  });
});
