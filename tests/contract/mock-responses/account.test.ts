// The signed-in customer's profile, e-mail confirmation and notifications on the mock backend; every
// answer checked against the contract.
import { describe, expect, it } from 'vitest';
import { expectAnswer, field, items, useMockApi } from '../../../mocks/testing/mock-api';

const PROFILE = '/customer/api/v1/profile';
const RESEND_LINK = '/customer/api/v1/profile/resend-email-confirmation';
const CONFIRM = '/customer/api/v1/confirm-email';
const NOTIFICATIONS = '/customer/api/v1/notifications/';

describe('profile and e-mail', () => {
  const mock = useMockApi();

  it('validates and updates the profile', async () => {
    const { api } = mock;
    await api.signIn();
    expectAnswer(await api.get(PROFILE), 200);
    expectAnswer(
      await api.put(PROFILE, { json: { email: 'not-an-email', full_name: 'x' } }),
      400,
      'email__invalid',
      'full_name__invalid',
    );
    expectAnswer(
      await api.put(PROFILE, { json: { residence_city_id: 999999 } }),
      400,
      'residence_city__invalid',
    );
    const renamed = await api.put(PROFILE, { json: { full_name: 'Abdullah Alqahtani' } });
    expectAnswer(renamed, 200);
    expect(field(renamed, 'full_name')).toBe('Abdullah Alqahtani');
    api.language = 'en';
    expectAnswer(await api.get('/customer/api/v1/profile/addresses/'), 200);
  });

  it('changes the e-mail, limits changes and links, and confirms', async () => {
    const { api } = mock;
    await api.signIn();
    const changed = await api.put(PROFILE, { json: { email: 'new.demo@example.com' } });
    expectAnswer(changed, 200);
    expect(field(changed, 'email_confirmed')).toBe(false);
    expectAnswer(
      await api.put(PROFILE, { json: { email: 'again@example.com' } }),
      429,
      'email__update_too_often',
    );
    expectAnswer(await api.post(RESEND_LINK), 429, 'email_confirmation__too_often');
    await api.advance(61);
    expectAnswer(await api.post(RESEND_LINK), 204);
    expectAnswer(await api.post(CONFIRM, { json: { token: 'valid-token' } }), 200);
    expect(field(await api.get(PROFILE), 'email_confirmed')).toBe(true);
    expectAnswer(await api.post(RESEND_LINK), 409, 'email__already_confirmed');
  });

  it('answers every confirmation token outcome, without a session', async () => {
    const { api } = mock;
    await api.start();
    expectAnswer(await api.post(CONFIRM, { json: {} }), 400, 'token__required');
    expectAnswer(
      await api.post(CONFIRM, { json: { token: 'no-such-token' } }),
      400,
      'token__invalid',
    );
    expectAnswer(
      await api.post(CONFIRM, { json: { token: 'expired-token' } }),
      400,
      'token__expired',
    );
    expectAnswer(
      await api.post(CONFIRM, { json: { token: 'used-token' } }),
      409,
      'token__already_used',
    );
    expectAnswer(
      await api.post('/partner/api/v1/confirm-email', { json: { token: 'valid-token' } }),
      404,
      'not_found',
    );
    expectAnswer(
      await api.post(CONFIRM, { json: { token: 'valid-token' }, csrf: false }),
      403,
      'csrf__invalid',
    );
    expectAnswer(await api.post(RESEND_LINK), 401, 'authentication__required');
  });
});

describe('notifications', () => {
  const mock = useMockApi();

  it('needs a session', async () => {
    const { api } = mock;
    await api.start();
    expectAnswer(await api.get(NOTIFICATIONS), 401, 'authentication__required');
    expectAnswer(await api.post(`${NOTIFICATIONS}mark-all-read`), 401, 'authentication__required');
  });

  it('lists, marks one and all as read', async () => {
    const { api } = mock;
    await api.signIn();
    const list = await api.get(NOTIFICATIONS);
    expectAnswer(list, 200);
    expect(items(list).length).toBeGreaterThan(0);
    expect(Number(field(list, 'unread_count'))).toBeGreaterThan(0);
    const unread = await api.get(`${NOTIFICATIONS}?unread_only=true&page_size=5`);
    expectAnswer(unread, 200);
    const first = items(unread)[0];
    expectAnswer(await api.post(`/customer/api/v1/notifications/${String(first.id)}/read`), 204);
    expectAnswer(
      await api.post('/customer/api/v1/notifications/999999/read'),
      404,
      'notification__not_found',
    );
    expectAnswer(await api.post(`${NOTIFICATIONS}mark-all-read`), 204);
    expect(field(await api.get(NOTIFICATIONS), 'unread_count')).toBe(0);
    expectAnswer(await api.get(`${NOTIFICATIONS}?page=999`), 400, 'page__invalid');
    api.language = 'en';
    expectAnswer(await api.get(NOTIFICATIONS), 200);
  });
});
