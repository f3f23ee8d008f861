/**
 * Browser push subscriptions (stored per customer, at most `PUSH_SUBSCRIPTIONS_MAX`) and the mail
 * client's one-click unsubscribe (RFC 8058), which carries no cookies and no CSRF token.
 */
import { http } from 'msw';
import type { ErrorCode, PushSubscriptionCreate } from '../../generated/model';
import {
  publicSubscription,
  removePushSubscription,
  storePushSubscription,
} from '../db/messages/push-subscriptions';
import { api, fail, json, noContent, readJson } from '../lib/http';
import { isBlank } from '../lib/validate';
import { customerApi } from '../lib/with-customer';
import { unsubscribeWith } from './messages';

const BASE = '/customer/api/v1/profile/push-subscriptions';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** The contract's `PushEndpoint` pattern: `https://` and a host, no space or backslash. */
const ENDPOINT = /^https:\/\/[^\s/?#\\]+[^\s\\]*$/;

/** `endpoint__required`, `endpoint__invalid` (not an https URL of a host), or none. */
function endpointProblem(value: unknown): ErrorCode | undefined {
  if (isBlank(value)) return 'endpoint__required';
  if (typeof value !== 'string' || value.length > 2048 || !ENDPOINT.test(value))
    return 'endpoint__invalid';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname && !url.username && !url.password
      ? undefined
      : 'endpoint__invalid';
  } catch {
    return 'endpoint__invalid';
  }
}

const base64url = (value: unknown, min: number, max: number) =>
  typeof value === 'string' && value.length >= min && value.length <= max && BASE64URL.test(value);

function readSubscription(
  body: Partial<PushSubscriptionCreate>,
): Pick<PushSubscriptionCreate, 'endpoint' | 'keys' | 'language'> | ErrorCode[] {
  const errors: ErrorCode[] = [];
  const endpoint = endpointProblem(body.endpoint);
  if (endpoint) errors.push(endpoint);
  const keys = (body.keys ?? {}) as Partial<PushSubscriptionCreate['keys']>;
  if (!base64url(keys.p256dh, 80, 100) || !base64url(keys.auth, 16, 32))
    errors.push('keys__invalid');
  if (isBlank(body.language)) errors.push('language__required');
  else if (body.language !== 'ar' && body.language !== 'en') errors.push('language__invalid');
  return errors.length > 0 ? errors : (body as PushSubscriptionCreate);
}

export const pushHandlers = [
  customerApi.post(BASE, async ({ request, customer }) => {
    const body = readSubscription(await readJson<PushSubscriptionCreate>(request));
    if (Array.isArray(body)) return fail(400, body);
    const stored = storePushSubscription(customer.id, {
      endpoint: body.endpoint,
      keys: { p256dh: body.keys.p256dh, auth: body.keys.auth },
      language: body.language,
    });
    if (stored === 'limit-reached') return fail(409, ['push_subscriptions__limit_reached']);
    return json(publicSubscription(stored), { status: 201 });
  }),
  customerApi.delete(BASE, ({ request, customer }) => {
    const endpoint = new URL(request.url).searchParams.get('endpoint');
    const problem = endpointProblem(endpoint);
    if (problem) return fail(400, [problem]);
    removePushSubscription(customer.id, endpoint!);
    return noContent();
  }),
  /** RFC 8058: the form body `List-Unsubscribe=One-Click`, the token in the address, nothing else. */
  http.post(api('/customer/api/v1/message-unsubscribe/one-click'), async ({ request }) => {
    const token = new URL(request.url).searchParams.get('token') ?? undefined;
    if (isBlank(token)) return fail(400, ['token__required']);
    const form = new URLSearchParams(await request.clone().text());
    if (form.get('List-Unsubscribe') !== 'One-Click') return fail(400, ['one_click__invalid']);
    return unsubscribeWith(token, false);
  }),
];
