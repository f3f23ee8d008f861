// The push service worker (public/push-worker.js) run on synthetic push and notificationclick events:
// it shows the payload's title only, and a click opens (or brings back) the account in its language.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

const SOURCE = readFileSync('public/push-worker.js', 'utf8');
type Handler = (event: Record<string, unknown>) => void;

function startWorker(lang: string, windows: Array<{ url: string }> = []) {
  const handlers: Record<string, Handler> = {};
  const client = {
    url: 'https://baitak.example/units/5',
    navigate: vi.fn(async () => client),
    focus: vi.fn(async () => client),
  };
  const self = {
    location: {
      href: `https://baitak.example/push-worker.js?lang=${lang}`,
      origin: 'https://baitak.example',
    },
    addEventListener: (type: string, handler: Handler) => (handlers[type] = handler),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows.map(() => client)),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', SOURCE)(self);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    handlers[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { self, client, fire };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });

describe('push worker', () => {
  it('shows the title alone, whatever else a payload carries', async () => {
    const { self, fire } = startWorker('ar');
    await fire(
      'push',
      pushOf({ title: 'انخفض سعر وحدة محفوظة', body: '0500000001', url: '//evil.example' }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('انخفض سعر وحدة محفوظة', {
      lang: 'ar',
      dir: 'rtl',
      icon: '/favicon-32.png',
      tag: 'baitak',
    });
  });

  it('falls back to the brand for an empty or broken payload', async () => {
    const { self, fire } = startWorker('en');
    await fire('push', { data: { json: () => JSON.parse('{') as unknown } });
    await fire('push', pushOf({}));
    expect(self.registration.showNotification).toHaveBeenNthCalledWith(
      1,
      'Baitak',
      expect.anything(),
    );
    expect(self.registration.showNotification).toHaveBeenNthCalledWith(
      2,
      'Baitak',
      expect.anything(),
    );
  });

  it('a click opens the account in its language, or brings an open tab there', async () => {
    const closed = { close: vi.fn() };
    const fresh = startWorker('en');
    await fresh.fire('notificationclick', { notification: closed });
    expect(closed.close).toHaveBeenCalled();
    expect(fresh.self.clients.openWindow).toHaveBeenCalledWith('https://baitak.example/en/account');
    const open = startWorker('ar', [{ url: 'https://baitak.example/units/5' }]);
    await open.fire('notificationclick', { notification: closed });
    expect(open.client.navigate).toHaveBeenCalledWith('https://baitak.example/account');
    expect(open.client.focus).toHaveBeenCalled();
    expect(open.self.clients.openWindow).not.toHaveBeenCalled();
  });
});
