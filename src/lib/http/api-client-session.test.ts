import { describe, expect, it } from 'vitest';
import { stats } from '@mocks/lib/auth-cookies';
import { signInForTest } from '@mocks/testing/page-session';
import { http, refreshSession } from './http';

/** The mock's session behaviour through the app's own HTTP client (cookies in document.cookie). */
describe('the app client against the mock session', () => {
  it('reads the profile with the cookies of signInForTest', async () => {
    signInForTest();
    const { data } = await http.get('/customer/api/v1/profile');
    expect(data).toMatchObject({ national_id: '1000000008' });
  });

  it("refreshes once and retries under the 'session-refresh' scenario", async () => {
    signInForTest();
    document.cookie = 'mock_scenario=session-refresh; Path=/';
    const [profile, notifications] = await Promise.all([
      http.get('/customer/api/v1/profile'),
      http.get('/customer/api/v1/notifications/'),
    ]);
    expect(profile.status).toBe(200);
    expect(notifications.status).toBe(200);
    expect(stats.refresh_calls).toBe(1);
  });

  it("cannot refresh under the 'session-expired' scenario", async () => {
    signInForTest();
    document.cookie = 'mock_scenario=session-expired; Path=/';
    expect(await refreshSession()).toBe(false);
    await expect(http.get('/customer/api/v1/profile')).rejects.toMatchObject({ status: 401 });
  });

  it('signs out: the session cookie is gone and the profile answers 401', async () => {
    signInForTest();
    await http.post('/customer/api/v1/sign-out');
    expect(document.cookie).not.toMatch(/sessionid=/);
    await expect(http.get('/customer/api/v1/profile')).rejects.toMatchObject({ status: 401 });
  });
});
