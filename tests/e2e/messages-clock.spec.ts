// Digests and quiet hours (issue 31) by the mock's clock, one quick journey per language: the daily
// digest time chosen on /account/messages brings exactly one digest e-mail at that Riyadh hour; a
// new-match message due at 23:00 Riyadh waits until 08:00, while a bank-transfer deadline reminder
// goes out at once. The rules in detail are unit tests (mocks/db/messages/dispatch.test.ts).
import type { Page } from '@playwright/test';
import { advanceClock, expect, LOCALES, localized, test } from './fixtures';

const T = {
  ar: {
    digestTime: 'يصلك الملخص اليومي في الساعة (بتوقيت الرياض)',
    save: 'احفظ الاختيارات',
    saved: 'حُفظت اختياراتك.',
  },
  en: {
    digestTime: 'Daily summaries arrive at (Riyadh time)',
    save: 'Save choices',
    saved: 'Your choices are saved.',
  },
} as const;

type Sent = { channel: string; kind?: string; event?: string; at: string };
async function emails(page: Page): Promise<Sent[]> {
  const answer = await page.request.get('/__mock/outbox');
  const { messages } = (await answer.json()) as { messages: Sent[] };
  return messages.filter((item) => item.channel === 'email');
}
/** The Riyadh (UTC+3) hour and minute of an instant. */
const riyadh = (at: string) => new Date(Date.parse(at) + 3 * 3600_000).toISOString().slice(11, 16);
const HOUR = 3600;

for (const locale of LOCALES) {
  const t = T[locale];

  test(`a daily digest at its hour, quiet hours hold all but deadlines (${locale})`, async ({
    page,
    context,
    signIn,
  }) => {
    await signIn();
    await page.goto(localized(locale, '/account/messages'));
    await page.getByRole('combobox', { name: t.digestTime }).selectOption('18:00');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')!.value;
    const post = (path: string, data?: object) =>
      page.request.post(path, { data, headers: { 'X-CSRFTOKEN': csrf } });
    const search = (name: string, alert: string) =>
      post('/customer/api/v1/saved-searches/', {
        name,
        kind: 'units',
        query: 'available=1',
        alert,
      });

    // Noon in Riyadh; a daily saved search gathers a match every hour.
    const clock = await page.request.post('/__mock/clock', { data: { advance_seconds: 0 } });
    const now = Date.parse(((await clock.json()) as { now: string }).now);
    await advanceClock(page, ((((9 * 60 - Math.floor(now / 60_000)) % 1440) + 1440) % 1440) * 60);
    expect((await search('Daily', 'daily')).status()).toBe(201);
    const digests = async () =>
      (await emails(page)).filter((item) => item.event?.startsWith('digest:'));
    await advanceClock(page, 6 * HOUR - 60);
    expect(await digests()).toHaveLength(0);
    await advanceClock(page, 60);
    const [digest, ...more] = await digests();
    expect(more).toHaveLength(0);
    expect(riyadh(digest!.at)).toBe('18:00');

    // 22:30: an instant saved search (its next match comes at 23:00) and a held reservation waiting
    // for its bank transfer (its half-time reminder is due at 23:30).
    await advanceClock(page, 4 * HOUR + 30 * 60);
    expect((await search('Instant', 'instant')).status()).toBe(201);
    const held = await post('/customer/api/v1/reservations/', { unit_id: 501 });
    expect(held.status()).toBe(201);
    const { id } = (await held.json()) as { id: number };
    expect((await post(`/customer/api/v1/reservations/${id}/bank-transfer`)).ok()).toBe(true);
    const matches = async () =>
      (await emails(page)).filter(
        (item) => item.kind === 'saved_search_match' && !item.event?.startsWith('digest:'),
      );
    await advanceClock(page, HOUR);
    const reminders = (await emails(page)).filter((item) => item.kind === 'transfer_deadline');
    expect(reminders.map((item) => riyadh(item.at))).toEqual(['23:30']);
    expect(await matches()).toHaveLength(0);

    await advanceClock(page, 8 * HOUR + 30 * 60 - 60);
    expect(await matches()).toHaveLength(0);
    await advanceClock(page, 60);
    const released = await matches();
    expect(released.length).toBeGreaterThan(0);
    expect(new Set(released.map((item) => riyadh(item.at)))).toEqual(new Set(['08:00']));
    expect(await digests()).toHaveLength(1);
  });
}
