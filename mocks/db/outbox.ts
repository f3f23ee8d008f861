import { clock, iso } from '../lib/clock';
import { scoped } from '../lib/namespace';
import { onReset } from './registry';

/**
 * What the mock "sends" to a customer (no real SMS or e-mail leaves it): the text messages and e-mails
 * a backend would send, newest last, readable with `GET /__mock/outbox` (the caller's namespace).
 */
export type OutboxMessage = {
  channel: 'sms' | 'email';
  /** A mobile as `+9665XXXXXXXX`, or an e-mail address. */
  to: string;
  text: string;
  at: string;
};

/** The oldest messages are forgotten beyond this many. */
const KEPT = 200;

export const outbox = scoped((): OutboxMessage[] => []);
onReset(() => {
  outbox.length = 0;
});

export function sendMessage(channel: OutboxMessage['channel'], to: string, text: string): void {
  outbox.push({ channel, to, text, at: iso(clock.now()) });
  if (outbox.length > KEPT) outbox.splice(0, outbox.length - KEPT);
}
