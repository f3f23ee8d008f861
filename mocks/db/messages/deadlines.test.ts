// Deadline reminders on the mock's clock: a held reservation waiting for its bank transfer gets two,
// at half its time and 15 minutes before the end, in quiet hours and with marketing withdrawn too.
import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../../generated/model';
import { freeUnits, signedInClient } from '../../testing/customer-client';
import { clock } from '../../lib/clock';
import { withdrawConsent } from '../consents';
import { DEMO_CUSTOMER_ID } from '../customers';
import { outbox } from '../outbox';
import { nextRiyadhTime } from './riyadh-time';
import { sweepMessages } from './index';

const [UNIT = 0] = freeUnits();

describe('transfer deadline reminders', () => {
  it('reminds at half the time and 15 minutes before the end, each once per channel', async () => {
    const client = signedInClient();
    // 21:00 Riyadh: the second reminder falls in the quiet hours and goes all the same.
    clock.advance(nextRiyadhTime(clock.now(), 21 * 60) - clock.now());
    withdrawConsent(DEMO_CUSTOMER_ID, 'marketing');
    const held = await client.post<Reservation>('/customer/api/v1/reservations/', {
      json: { unit_id: UNIT },
    });
    const started = await client.post<Reservation>(
      `/customer/api/v1/reservations/${held.body.id}/bank-transfer`,
    );
    const deadline = Date.parse(started.body.bank_transfer!.deadline);
    const reminders = () => outbox.filter((item) => item.kind === 'transfer_deadline');
    const left = deadline - clock.now();
    clock.advance(left / 2 - 60_000);
    sweepMessages();
    expect(reminders()).toHaveLength(0);
    clock.advance(60_000);
    sweepMessages();
    sweepMessages();
    expect(reminders().map(({ channel }) => channel)).toEqual(['email', 'sms']);
    clock.advance(deadline - 15 * 60_000 - clock.now());
    sweepMessages();
    expect(reminders().map(({ channel }) => channel)).toEqual(['email', 'sms', 'email', 'sms']);
    expect(reminders()[3]!.text).toMatch(/^بيتك: باقي 15 دقيقة لتحويل مبلغ الحجز /);
    expect(reminders()[3]!.links![0]).toMatch(`/account/reservations/${held.body.id}`);
    clock.advance(10 * 60_000);
    sweepMessages();
    expect(reminders()).toHaveLength(4);
  });
});
