import { clock, iso } from '../lib/clock';
import { scoped } from '../lib/namespace';
import { onReset } from './registry';

/**
 * What the mock "sends" to a customer (no real SMS or e-mail leaves it): the text messages and e-mails
 * a backend would send, newest last, readable with `GET /__mock/outbox` (the caller's namespace).
 */
export type OutboxMessage = {
  channel: 'sms' | 'email' | 'whatsapp' | 'push';
  /** A mobile as `+9665XXXXXXXX`, an e-mail address, or `push:<subscription id>`. */
  to: string;
  text: string;
  at: string;
  /** The messages of issue 31 (mocks/db/messages): what they are about and how they read. */
  customer_id?: number;
  kind?: string;
  /** The event the message tells (the same event never reaches a channel twice). */
  event?: string;
  language?: 'ar' | 'en';
  subject?: string;
  html?: string;
  links?: string[];
  headers?: Record<string, string>;
  /** An SMS or WhatsApp text's segments. */
  segments?: number;
  /** A push message's subscription endpoint (`to` names the subscription). */
  endpoint?: string;
  /** A push message's payload (the title alone). */
  payload?: { title: string };
};

/** The oldest messages are forgotten beyond this many. */
const KEPT = 200;

export const outbox = scoped((): OutboxMessage[] => []);
onReset(() => {
  outbox.length = 0;
});

export function sendMessage(
  channel: OutboxMessage['channel'],
  to: string,
  text: string,
  details: Omit<OutboxMessage, 'channel' | 'to' | 'text' | 'at'> = {},
): void {
  outbox.push({ channel, to, text, at: iso(clock.now()), ...details });
  if (outbox.length > KEPT) outbox.splice(0, outbox.length - KEPT);
}
