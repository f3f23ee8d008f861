/**
 * Browser push on this device (issue 31): the service worker `public/push-worker.js`, registered only
 * when the customer turns push on (never on page load), under a scope no page has, so it controls no
 * page and no request; the permission prompt; the browser's subscription and its copy on the server
 * (`createPushSubscription` / `deletePushSubscription`).
 */
import { createPushSubscription, deletePushSubscription } from '@generated/api/messages/messages';
import type { PushSubscriptionCreate } from '@generated/model';

const WORKER = '/push-worker.js';
/** No page lives here: the worker handles push and notification clicks only. */
export const PUSH_SCOPE = '/push-worker/';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration(PUSH_SCOPE);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registered = await registration();
  return (await registered?.pushManager.getSubscription()) ?? null;
}

/** What the device has now, without asking anything. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

const base64url = (buffer: ArrayBuffer | null) =>
  buffer
    ? btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

function applicationServerKey(key: string): Uint8Array<ArrayBuffer> {
  const text = atob(key.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/**
 * After the customer's tap: registers the worker in the page's language, asks for the permission
 * (the browser's prompt, once), subscribes and stores the subscription. `denied` when the customer
 * or the browser refused the permission, `off` when the prompt was dismissed; throws when the server
 * refused the subscription.
 */
export async function turnPushOn(
  publicKey: string,
  language: PushSubscriptionCreate['language'],
): Promise<'on' | 'off' | 'denied' | 'unsupported'> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  await navigator.serviceWorker.register(`${WORKER}?lang=${language}`, { scope: PUSH_SCOPE });
  const registered = await navigator.serviceWorker.getRegistration(PUSH_SCOPE);
  if (!registered) return 'unsupported';
  const subscription =
    (await registered.pushManager.getSubscription()) ??
    (await registered.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }));
  try {
    await createPushSubscription({
      endpoint: subscription.endpoint,
      keys: {
        p256dh: base64url(subscription.getKey('p256dh')),
        auth: base64url(subscription.getKey('auth')),
      },
      language,
    });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/** Turns push off on this device: the server's copy first (while signed in), then the browser's. */
export async function turnPushOff({ server = true } = {}): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  if (server) await deletePushSubscription({ endpoint: subscription.endpoint });
  await subscription.unsubscribe().catch(() => false);
}

/**
 * Before signing out: this device's subscription leaves the server and the browser, so the next
 * person at this browser gets none of the customer's messages. Never holds the sign-out up for long
 * nor stops it.
 */
export async function endPushBeforeSignOut(): Promise<void> {
  if (!pushSupported()) return;
  await Promise.race([
    turnPushOff().catch(() => undefined),
    new Promise((done) => setTimeout(done, 3000)),
  ]);
}
