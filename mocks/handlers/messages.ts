/**
 * Messages sent outside the app: the customer's channels per kind of message (the defaults and the
 * marketing consent in mocks/db/message-preferences.ts).
 */
import { http } from 'msw';
import type {
  ErrorCode,
  MessageKind,
  MessagePreferencesUpdate,
  UnsubscribeRequest,
} from '../../generated/model';
import {
  CHANNELS,
  MESSAGE_KINDS,
  changePreferences,
  preferencesOf,
  setChannel,
  type PreferencesChange,
} from '../db/message-preferences';
import { customers } from '../db/customers';
import { readUnsubscribeToken } from '../db/messages';
import { clock } from '../lib/clock';
import { api, fail, json, readJson } from '../lib/http';
import { csrfProblem } from '../lib/session';
import { isBlank } from '../lib/validate';
import { customerApi } from '../lib/with-customer';

const BASE = '/customer/api/v1/profile/message-preferences';
const DIGEST_TIME = /^([01][0-9]|2[0-3]):(00|30)$/;

function kindsOf(value: unknown): PreferencesChange['kinds'] | 'invalid' {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > MESSAGE_KINDS.length) return 'invalid';
  const seen = new Set<string>();
  for (const item of value as Array<Record<string, unknown>>) {
    if (!item || typeof item !== 'object') return 'invalid';
    const kind = item.kind as MessageKind;
    if (!MESSAGE_KINDS.includes(kind) || seen.has(kind)) return 'invalid';
    seen.add(kind);
    if (CHANNELS.some((channel) => !['boolean', 'undefined'].includes(typeof item[channel])))
      return 'invalid';
  }
  return value as PreferencesChange['kinds'];
}

/** The body's problems, all at once, or the change it asks for. */
function readChange(body: Partial<MessagePreferencesUpdate>): PreferencesChange | ErrorCode[] {
  const errors: ErrorCode[] = [];
  const { language, mobile_channel: mobile, digest_time: digest } = body;
  if (language !== undefined && language !== 'ar' && language !== 'en')
    errors.push('language__invalid');
  if (mobile !== undefined && mobile !== 'sms' && mobile !== 'whatsapp')
    errors.push('mobile_channel__invalid');
  if (digest !== undefined && (typeof digest !== 'string' || !DIGEST_TIME.test(digest)))
    errors.push('digest_time__invalid');
  const kinds = kindsOf(body.kinds);
  if (kinds === 'invalid') errors.push('kinds__invalid');
  if (errors.length > 0) return errors;
  const [hours, minutes] = (digest ?? '').split(':').map(Number);
  return {
    language,
    mobileChannel: mobile,
    digestMinutes: digest === undefined ? undefined : hours! * 60 + minutes!,
    kinds: kinds as PreferencesChange['kinds'],
  };
}

export const messagesHandlers = [
  customerApi.get(BASE, ({ customer }) => {
    return json(preferencesOf(customer.id));
  }),
  customerApi.patch(BASE, async ({ request, customer }) => {
    const change = readChange(await readJson<MessagePreferencesUpdate>(request));
    if (Array.isArray(change)) return fail(400, change);
    const changed = changePreferences(customer.id, change);
    if (changed === 'consent-required') return fail(409, ['consent__required']);
    return json(changed);
  }),
  /** A message's one-click unsubscribe, signed out or in: the signed token is the authority. */
  http.post(api('/customer/api/v1/message-unsubscribe'), async ({ request }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    const { token, undo } = await readJson<UnsubscribeRequest>(request);
    return unsubscribeWith(token, undo === true);
  }),
];

/** What an unsubscribe token turns off (or, with `undo`, back on); a bad token changes nothing. */
export function unsubscribeWith(token: unknown, undo: boolean): Response {
  if (isBlank(token)) return fail(400, ['token__required']);
  if (typeof token !== 'string') return fail(400, ['token__invalid']);
  const claim = readUnsubscribeToken(token, clock.now());
  if (claim === 'invalid' || (claim !== 'expired' && !customers.has(claim.customerId)))
    return fail(400, ['token__invalid']);
  if (claim === 'expired') return fail(400, ['token__expired']);
  setChannel(claim.customerId, claim.kind, claim.channel, undo);
  return json({ kind: claim.kind, channel: claim.channel, subscribed: undo });
}
