// Attack: cookie tossing. A page on a sibling subdomain (or a man in the middle on plain http) sets
// its own `csrftoken` for the parent domain, so that its forged request carries a token it knows.
// A deployment whose backend sets `__Host-csrftoken` (Secure, host-only, Path=/: no subdomain and no
// http page can set it) builds the app with VITE_CSRF_COOKIE=__Host-csrftoken; the app then echoes
// that cookie and ignores a tossed `csrftoken`.
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/http/api-client';
import { appConfig } from '@/lib/http/config';
import { server } from '../../mocks/node';

const configured = appConfig.csrfCookie;
afterEach(() => {
  Object.assign(appConfig, { csrfCookie: configured });
});

async function sentToken(cookieHeader: string): Promise<string | null> {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookieHeader);
  let sent: string | null = null;
  server.use(
    mockHttp.post('*/customer/api/v1/feedback', ({ request }) => {
      sent = request.headers.get('X-CSRFTOKEN');
      return HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  );
  await apiClient({ url: '/customer/api/v1/feedback', method: 'POST', data: {} });
  return sent;
}

describe('the CSRF cookie', () => {
  it('is csrftoken by default', async () => {
    expect(configured).toBe('csrftoken');
    expect(await sentToken('csrftoken=abc')).toBe('abc');
  });

  it('with the __Host- prefix configured (VITE_CSRF_COOKIE), a tossed csrftoken is ignored', async () => {
    Object.assign(appConfig, { csrfCookie: '__Host-csrftoken' });
    expect(await sentToken('csrftoken=tossed; __Host-csrftoken=real')).toBe('real');
    expect(await sentToken('csrftoken=tossed')).not.toBe('tossed');
  });
});
