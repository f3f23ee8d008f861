// Browser push (issue 31), against the built app and the mock server, Chromium. Headless Chromium has
// no push service offline, so `PushManager.prototype.subscribe`/`getSubscription` are replaced by a
// test-only stub (addInitScript) that answers a well-formed subscription (https endpoint, base64url
// keys); the permission is granted through the browser context (the stub reads it back through
// navigator.permissions: headless-shell's Notification.permission says 'denied'), the service worker
// really registers.
// The journey: the permission is not asked on load; the tap turns push on; the subscription reaches
// the mock; a saved search's match (the mock's clock) reaches the outbox as a push message to it with
// the payload the worker shows; signing out removes the subscription.
import type { Page } from '@playwright/test';
import { TEXT } from './auth-support';
import { advanceClock, expect, LOCALES, localized, test } from './fixtures';

const T = {
  ar: {
    toggle: 'إشعارات المتصفح على هذا الجهاز',
    on: 'الإشعارات مفعّلة على هذا الجهاز.',
    browserMatches: 'المتصفح: وحدات جديدة تطابق بحثًا محفوظًا',
    save: 'احفظ الاختيارات',
    saved: 'حُفظت اختياراتك.',
  },
  en: {
    toggle: 'Browser notifications on this device',
    on: 'Notifications are on on this device.',
    browserMatches: 'Browser: New homes matching a saved search',
    save: 'Save choices',
    saved: 'Your choices are saved.',
  },
} as const;

/** The test-only stand-in for the push service: a subscription the page can send on. */
function stubPushService() {
  const bytes = (value: number, length: number) => new Uint8Array(length).fill(value).buffer;
  const key = 'e2e-push-endpoint';
  const make = (endpoint: string) => ({
    endpoint,
    expirationTime: null,
    options: {},
    getKey: (name: string) => (name === 'p256dh' ? bytes(4, 65) : bytes(7, 16)),
    toJSON: () => ({ endpoint }),
    unsubscribe: async () => {
      sessionStorage.removeItem(key);
      return true;
    },
  });
  const counts = { asked: 0 };
  Object.defineProperty(window, '__pushStub', { value: counts });
  // chromium-headless-shell reports Notification.permission 'denied' whatever the context granted:
  // the stub answers what the context's permission says (navigator.permissions, which it follows).
  let permission: NotificationPermission = 'default';
  const query = async () => {
    const { state } = await navigator.permissions.query({ name: 'notifications' });
    permission = state === 'prompt' ? 'default' : state;
    return permission;
  };
  void query();
  Object.defineProperty(Notification, 'permission', { get: () => permission });
  Notification.requestPermission = async () => {
    counts.asked += 1;
    return query();
  };
  PushManager.prototype.subscribe = async function subscribe() {
    const endpoint = `https://push.example/send/${crypto.randomUUID()}`;
    sessionStorage.setItem(key, endpoint);
    return make(endpoint) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    const endpoint = sessionStorage.getItem(key);
    return (endpoint ? make(endpoint) : null) as unknown as PushSubscription;
  };
}

type Stored = { endpoint: string; language: string };
async function subscriptions(page: Page): Promise<Stored[]> {
  const answer = await page.request.get('/__mock/push-subscriptions');
  return ((await answer.json()) as { subscriptions: Stored[] }).subscriptions;
}
type Sent = { channel: string; to: string; text: string; endpoint?: string; payload?: unknown };
async function pushes(page: Page): Promise<Sent[]> {
  const answer = await page.request.get('/__mock/outbox');
  const { messages } = (await answer.json()) as { messages: Sent[] };
  return messages.filter((item) => item.channel === 'push');
}

for (const locale of LOCALES) {
  const t = T[locale];
  const auth = TEXT[locale];

  test(`browser push: asked after the tap, stored, sent, removed at sign-out (${locale})`, async ({
    page,
    context,
    signIn,
    axe,
  }) => {
    await context.grantPermissions(['notifications']);
    await context.addInitScript(stubPushService);
    await signIn({ fresh: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localized(locale, '/account/messages'));
    const toggle = page.getByRole('switch', { name: t.toggle });
    await expect(toggle).not.toBeChecked();
    expect(
      await page.evaluate(
        () => (window as never as { __pushStub: { asked: number } }).__pushStub.asked,
      ),
    ).toBe(0);
    expect(await subscriptions(page)).toEqual([]);

    await page.getByRole('checkbox', { name: t.browserMatches }).check();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('status').filter({ hasText: t.on })).toBeVisible();
    await expect(toggle).toBeChecked();
    expect(
      await page.evaluate(
        () => (window as never as { __pushStub: { asked: number } }).__pushStub.asked,
      ),
    ).toBe(1);
    const [stored] = await subscriptions(page);
    expect(stored).toMatchObject({
      language: locale,
      endpoint: expect.stringMatching(/^https:\/\/push\.example\//),
    });
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration('/push-worker/').then((r) => Boolean(r)),
      ),
    ).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await axe('#main');

    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')!.value;
    const saved = await page.request.post('/customer/api/v1/saved-searches/', {
      data: { name: 'Push', kind: 'units', query: 'available=1', alert: 'instant' },
      headers: { 'X-CSRFTOKEN': csrf },
    });
    expect(saved.status()).toBe(201);
    // Noon in Riyadh (UTC+3), outside the quiet hours, then the hour that lists a match.
    const now = Date.parse(
      (
        (await (
          await page.request.post('/__mock/clock', { data: { advance_seconds: 0 } })
        ).json()) as { now: string }
      ).now,
    );
    await advanceClock(
      page,
      (((((12 - 3) * 60 - Math.floor(now / 60_000)) % 1440) + 1440) % 1440) * 60 + 3600,
    );
    const [push] = await pushes(page);
    expect(push).toMatchObject({ endpoint: stored!.endpoint, payload: { title: push!.text } });

    await page.getByRole('button', { name: new RegExp(auth.accountMenu) }).click();
    await page.getByRole('button', { name: auth.signOut }).click();
    await expect(page).toHaveURL(localized(locale, '/'));
    expect(await subscriptions(page)).toEqual([]);
  });
}
