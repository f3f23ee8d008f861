// The scheduling rules of messages sent outside the app, driven by the mock's clock: quiet hours,
// daily digests at the customer's time, one message per event and channel.
import { beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock';
import { withdrawConsent } from '../consents';
import { DEMO_CUSTOMER_ID } from '../customers';
import { resetMockDb } from '../index';
import { changePreferences } from '../message-preferences';
import { outbox } from '../outbox';
import { addToDigest, pageUrl, sendOutside, sweepMessages } from './dispatch';
import { nextRiyadhTime, riyadhMinutes } from './riyadh-time';

const ME = DEMO_CUSTOMER_ID;
/** Moves the clock to the next hh:mm in Riyadh. */
const moveTo = (hours: number, minutes = 0) =>
  clock.advance(nextRiyadhTime(clock.now(), hours * 60 + minutes) - clock.now());
const content = (name: string) => ({
  title: { ar: `عنوان ${name}`, en: `Title ${name}` },
  body: { ar: `نص ${name}`, en: `Text ${name}` },
  link: `/units/${name}`,
});
const sent = () =>
  outbox.map(({ channel, event, subject, text }) => ({ channel, event, subject, text }));

beforeEach(() => resetMockDb());

describe('sending outside the app', () => {
  it('sends at once by day, on the channels of the kind, in the customer language', () => {
    moveTo(10);
    sendOutside(ME, 'transfer_deadline', content('1'), { event: 'e1' });
    expect(sent().map(({ channel }) => channel)).toEqual(['email', 'sms']);
    expect(outbox[0]).toMatchObject({
      language: 'ar',
      subject: 'عنوان 1',
      to: 'demo.customer@example.com',
    });
    changePreferences(ME, { language: 'en', mobileChannel: 'whatsapp' });
    sendOutside(ME, 'transfer_deadline', content('2'), { event: 'e2' });
    expect(outbox.slice(2).map(({ channel, language }) => [channel, language])).toEqual([
      ['email', 'en'],
      ['whatsapp', 'en'],
    ]);
    expect(outbox[3]!.text).toBe(`Baitak: Title 2 ${pageUrl('/units/2', 'en')}`);
  });

  it('never sends the same event twice on one channel', () => {
    moveTo(10);
    sendOutside(ME, 'price_drop', content('1'), { event: 'same' });
    sendOutside(ME, 'price_drop', content('1'), { event: 'same' });
    changePreferences(ME, { kinds: [{ kind: 'price_drop', mobile: true }] });
    sendOutside(ME, 'price_drop', content('1'), { event: 'same' });
    expect(sent().map(({ channel }) => channel)).toEqual(['email', 'sms']);
  });

  it('holds everything but deadlines between 22:00 and 08:00 Riyadh time', () => {
    moveTo(23);
    sendOutside(ME, 'price_drop', content('night'), { event: 'night' });
    sendOutside(ME, 'transfer_deadline', content('due'), { event: 'due', deadline: true });
    expect(sent().map(({ event }) => event)).toEqual(['due', 'due']);
    moveTo(7, 59);
    sweepMessages();
    expect(outbox).toHaveLength(2);
    moveTo(8);
    sweepMessages();
    expect(sent().map(({ event }) => event)).toEqual(['due', 'due', 'night']);
    expect(riyadhMinutes(Date.parse(outbox[2]!.at))).toBe(8 * 60);
  });

  it('sends marketing only while consented; service messages whatever marketing says', () => {
    moveTo(12);
    sendOutside(ME, 'marketing', content('m1'), { event: 'm1' });
    expect(outbox).toHaveLength(1);
    withdrawConsent(ME, 'marketing');
    sendOutside(ME, 'marketing', content('m2'), { event: 'm2' });
    sendOutside(ME, 'transfer_deadline', content('d'), { event: 'd', deadline: true });
    expect(sent().map(({ event }) => event)).toEqual(['m1', 'd', 'd']);
  });
});

describe('daily digest', () => {
  it('gathers the day matches once and sends one digest at the chosen Riyadh time', () => {
    changePreferences(ME, { digestMinutes: 18 * 60 });
    moveTo(10);
    addToDigest(ME, { ...content('a'), event: 'a' });
    addToDigest(ME, { ...content('b'), event: 'b' });
    addToDigest(ME, { ...content('a'), event: 'a' });
    moveTo(17, 59);
    sweepMessages();
    expect(outbox).toHaveLength(0);
    moveTo(18);
    sweepMessages();
    sweepMessages();
    expect(outbox.map(({ channel }) => channel)).toEqual(['email']);
    expect(outbox[0]!.subject).toBe('ملخص اليوم: وحدتان جديدتان لعمليات بحثك المحفوظة');
    expect(outbox[0]!.links).toEqual([
      pageUrl('/account/saved-searches', 'ar'),
      pageUrl('/units/a', 'ar'),
      pageUrl('/units/b', 'ar'),
      expect.stringMatching(/\/unsubscribe\?token=/),
    ]);
    moveTo(18, 30);
    addToDigest(ME, { ...content('c'), event: 'c' });
    moveTo(17, 59);
    sweepMessages();
    expect(outbox).toHaveLength(1);
    moveTo(18);
    sweepMessages();
    expect(outbox).toHaveLength(2);
    expect(outbox[1]!.links).toContain(pageUrl('/units/c', 'ar'));
  });

  it('waits until 08:00 when the chosen time falls in the quiet hours', () => {
    changePreferences(ME, { digestMinutes: 23 * 60 });
    moveTo(12);
    addToDigest(ME, { ...content('a'), event: 'a' });
    moveTo(23);
    sweepMessages();
    expect(outbox).toHaveLength(0);
    moveTo(8);
    sweepMessages();
    expect(outbox).toHaveLength(1);
  });
});
