// The push switch: nothing is asked on load; the permission prompt comes only after the tap, then the
// subscription is stored; a refused permission says how to allow it again.
import { fireEvent, screen } from '@testing-library/react';
import {
  getCreatePushSubscriptionMockHandler,
  getCreatePushSubscriptionMockHandler409,
} from '@generated/api/messages/messages.msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerOperation } from '@/testing/operation';
import { renderApp } from '@/testing/render';
import { answerSession } from '@/testing/session';
import { server } from '../../../../mocks/node';
import { PushToggle } from './push-toggle';

const KEY = new Uint8Array(65).fill(4).buffer;
const AUTH = new Uint8Array(16).fill(7).buffer;

function fakeBrowser(answer: NotificationPermission) {
  let subscribed: object | null = null;
  const subscription = {
    endpoint: 'https://push.example/send/jsdom',
    getKey: (name: string) => (name === 'p256dh' ? KEY : AUTH),
    unsubscribe: vi.fn(async () => {
      subscribed = null;
      return true;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => subscribed),
    subscribe: vi.fn(async () => (subscribed = subscription)),
  };
  const registration = { pushManager };
  let registered = false;
  const requestPermission = vi.fn(async () => {
    permission.value = answer;
    return answer;
  });
  const permission = { value: 'default' as NotificationPermission };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      requestPermission,
      get permission() {
        return permission.value;
      },
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => {
        registered = true;
        return registration;
      }),
      getRegistration: vi.fn(async () => (registered ? registration : undefined)),
    },
  });
  return { requestPermission, pushManager, subscription };
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-csrf; Path=/';
  answerSession(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushToggle', { timeout: 30_000 }, () => {
  it('asks for the permission only after the tap, then stores the subscription', async () => {
    const browser = fakeBrowser('granted');
    let stored: unknown;
    server.use(
      getCreatePushSubscriptionMockHandler(async ({ request }) => {
        stored = await request.json();
        return {
          id: 'ps-1',
          endpoint: 'https://push.example/send/jsdom',
          language: 'en',
          created_at: '2026-11-28T10:00:00Z',
        };
      }),
    );
    await renderApp(<PushToggle />, { locale: 'en' });
    const toggle = await screen.findByRole('switch', {
      name: 'Browser notifications on this device',
    });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByText('Notifications are on on this device.')).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(stored).toEqual({
      endpoint: 'https://push.example/send/jsdom',
      keys: {
        p256dh: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
        auth: 'BwcHBwcHBwcHBwcHBwcHBw',
      },
      language: 'en',
    });
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('a refused permission explains how to allow it again, and nothing is stored', async () => {
    const browser = fakeBrowser('denied');
    const stored = vi.fn();
    server.use(answerOperation(getCreatePushSubscriptionMockHandler, () => stored()));
    await renderApp(<PushToggle />, { locale: 'ar' });
    fireEvent.click(await screen.findByRole('switch', { name: 'إشعارات المتصفح على هذا الجهاز' }));
    expect(await screen.findByText(/إشعارات بيتك محظورة في هذا المتصفح/)).toBeVisible();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(stored).not.toHaveBeenCalled();
  });

  it("the server's refusal is told in words and the browser's subscription is dropped", async () => {
    const browser = fakeBrowser('granted');
    server.use(
      getCreatePushSubscriptionMockHandler409({ errors: ['push_subscriptions__limit_reached'] }),
    );
    await renderApp(<PushToggle />, { locale: 'en' });
    fireEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/on for 10 devices already/);
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});
