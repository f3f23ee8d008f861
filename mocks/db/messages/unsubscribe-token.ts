/**
 * The one-click unsubscribe token: `<payload>.<signature>`, both base64url; the payload names the
 * customer, the kind and the channel, and when the token expires; the signature is an HMAC-SHA256 of
 * the payload with the server's secret (`MOCK_UNSUBSCRIBE_SECRET`, a fixed development secret
 * otherwise). A token whose signature does not match is forged; one past its time is expired.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MessageKind } from '../../../generated/model';
import { days } from '../../lib/clock';
import type { Channel } from '../message-preferences';

export const UNSUBSCRIBE_TOKEN_DAYS = 30;
const secret = () => process.env.MOCK_UNSUBSCRIBE_SECRET ?? 'baitak-mock-unsubscribe-secret';

type Payload = { c: number; k: MessageKind; ch: Channel; exp: number };
export type UnsubscribeClaim = { customerId: number; kind: MessageKind; channel: Channel };

const sign = (payload: string) =>
  createHmac('sha256', secret()).update(payload).digest('base64url');

export function unsubscribeToken(claim: UnsubscribeClaim, now: number): string {
  const payload: Payload = {
    c: claim.customerId,
    k: claim.kind,
    ch: claim.channel,
    exp: now + days(UNSUBSCRIBE_TOKEN_DAYS),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(encoded)}`;
}

export function readUnsubscribeToken(
  token: string,
  now: number,
): UnsubscribeClaim | 'invalid' | 'expired' {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return 'invalid';
  const expected = Buffer.from(sign(encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Payload;
  } catch {
    return 'invalid';
  }
  if (typeof payload.exp !== 'number' || payload.exp < now) return 'expired';
  return { customerId: payload.c, kind: payload.k, channel: payload.ch };
}
