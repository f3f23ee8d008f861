/**
 * Sends messages outside the app into the outbox (mocks/db/outbox.ts), by the customer's channels
 * (mocks/db/message-preferences.ts), in the customer's language: quiet hours hold everything but
 * deadlines until 08:00 Riyadh time; daily digests go out at the customer's time; the same event never
 * reaches a channel twice. Everything follows the mock's clock: `sweepMessages()` delivers what is due.
 */
import type { MessageKind } from '../../../generated/model';
import { clock } from '../../lib/clock';
import type { Lang, Localized } from '../../lib/http';
import { scoped } from '../../lib/namespace';
import { publicOrigin } from '../../lib/public-origin';
import { customers } from '../customers';
import { CHANNELS, isService, sendingSettings, type Channel } from '../message-preferences';
import { sendMessage } from '../outbox';
import { onReset } from '../registry';
import { pushTargetsOf } from './push-subscriptions';
import { QUIET_UNTIL, isQuiet, lastRiyadhTime, nextRiyadhTime } from './riyadh-time';
import { smsSegments } from './sms-segments';
import { emailOf, pushOf, smsOf } from './templates';
import { unsubscribeToken } from './unsubscribe-token';

export type OutsideContent = {
  title: Localized;
  /** Limited HTML. */
  body: Localized;
  /** A path of the site, without the language prefix. */
  link: string;
  items?: Array<{ title: Localized; link: string }>;
};
export type SendOptions = {
  /** Names the event: a channel gets one message per event. */
  event: string;
  /** Deadlines go out in quiet hours too. */
  deadline?: boolean;
};

type Pending = SendOptions & {
  customerId: number;
  kind: MessageKind;
  channel: Channel;
  content: OutsideContent;
  dueAt: number;
};
type DigestItem = { title: Localized; link: string; event: string; addedAt: number };

const state = scoped(() => ({
  queue: [] as Pending[],
  sent: new Set<string>(),
  digests: new Map<number, DigestItem[]>(),
}));
onReset(() => {
  state.queue.length = 0;
  state.sent.clear();
  state.digests.clear();
});

const keyOf = (customerId: number, channel: Channel, event: string) =>
  `${customerId}|${channel}|${event}`;

/** The exact page, absolute, in the message's language (Arabic at bare paths, English under /en). */
export const pageUrl = (link: string, lang: Lang) =>
  `${publicOrigin()}${lang === 'en' ? '/en' : ''}${link}`;

function unsubscribeUrl(pending: Pending, lang: Lang): string | undefined {
  if (isService(pending.kind)) return undefined;
  const token = unsubscribeToken(
    { customerId: pending.customerId, kind: pending.kind, channel: pending.channel },
    clock.now(),
  );
  return pageUrl(`/unsubscribe?token=${encodeURIComponent(token)}`, lang);
}

function deliver(pending: Pending): void {
  const customer = customers.get(pending.customerId);
  if (!customer) return;
  const settings = sendingSettings(pending.customerId);
  const lang = settings.language;
  const { content, kind, event } = pending;
  const title = content.title[lang];
  const url = pageUrl(content.link, lang);
  const details = { customer_id: customer.id, kind, event, language: lang };
  if (pending.channel === 'email') {
    if (!customer.email) return;
    const email = emailOf({
      lang,
      title,
      body: content.body[lang],
      url,
      unsubscribeUrl: unsubscribeUrl(pending, lang),
      items: content.items?.map((item) => ({
        title: item.title[lang],
        url: pageUrl(item.link, lang),
      })),
    });
    sendMessage('email', customer.email, email.text, { ...details, ...email });
  } else if (pending.channel === 'mobile') {
    const text = smsOf({ lang, title, url });
    sendMessage(settings.mobileChannel, customer.phone_number, text, {
      ...details,
      links: [url],
      segments: smsSegments(text),
    });
  } else {
    // Each device in the language it was registered with; the payload is what its worker shows.
    for (const target of pushTargetsOf(customer.id)) {
      const own = content.title[target.language];
      sendMessage('push', `push:${target.id}`, own, {
        ...details,
        language: target.language,
        endpoint: target.endpoint,
        payload: pushOf({ title: own }),
      });
    }
  }
  state.sent.add(keyOf(pending.customerId, pending.channel, event));
}

/** Delivers every message whose time has come (quiet hours over, digest time reached). */
export function sweepMessages(): void {
  sweepDigests();
  const now = clock.now();
  const due = state.queue.filter((pending) => pending.dueAt <= now);
  state.queue = state.queue.filter((pending) => pending.dueAt > now);
  due.forEach(deliver);
}

/** Sends (or, in quiet hours, holds until 08:00 Riyadh time) one event on the customer's channels. */
export function sendOutside(
  customerId: number,
  kind: MessageKind,
  content: OutsideContent,
  options: SendOptions,
): void {
  const settings = sendingSettings(customerId);
  const now = clock.now();
  for (const channel of CHANNELS) {
    if (!settings.wants(kind, channel)) continue;
    const key = keyOf(customerId, channel, options.event);
    const queued = state.queue.some(
      (item) => keyOf(item.customerId, item.channel, item.event) === key,
    );
    if (state.sent.has(key) || queued) continue;
    const dueAt = !options.deadline && isQuiet(now) ? nextRiyadhTime(now, QUIET_UNTIL) : now;
    state.queue.push({ ...options, customerId, kind, channel, content, dueAt });
  }
  sweepMessages();
}

/** A match of a saved search set to "daily": it waits for the customer's digest (once). */
export function addToDigest(customerId: number, item: Omit<DigestItem, 'addedAt'>): void {
  const items = state.digests.get(customerId) ?? [];
  if (items.some((existing) => existing.event === item.event)) return;
  items.push({ ...item, addedAt: clock.now() });
  state.digests.set(customerId, items);
}

function arabicHomes(count: number): string {
  if (count === 1) return 'وحدة جديدة واحدة';
  if (count === 2) return 'وحدتان جديدتان';
  return `${count} ${count <= 10 ? 'وحدات جديدة' : 'وحدة جديدة'}`;
}
const digestTitle = (count: number): Localized => ({
  ar: `ملخص اليوم: ${arabicHomes(count)} لعمليات بحثك المحفوظة`,
  en: `Today: ${count} new ${count === 1 ? 'home' : 'homes'} for your saved searches`,
});

/** Each customer's digest goes out at their time with the matches gathered before it. */
function sweepDigests(): void {
  const now = clock.now();
  for (const [customerId, items] of state.digests) {
    const at = lastRiyadhTime(now, sendingSettings(customerId).digestMinutes);
    const ready = items.filter((item) => item.addedAt < at);
    if (ready.length === 0) continue;
    state.digests.set(
      customerId,
      items.filter((item) => item.addedAt >= at),
    );
    sendOutside(
      customerId,
      'saved_search_match',
      {
        title: digestTitle(ready.length),
        body: {
          ar: 'الوحدات الجديدة التي تطابق عمليات البحث المحفوظة لديك اليوم:',
          en: 'The new homes that match your saved searches today:',
        },
        link: '/account/saved-searches',
        items: ready.map(({ title, link }) => ({ title, link })),
      },
      { event: `digest:${at}` },
    );
  }
}
