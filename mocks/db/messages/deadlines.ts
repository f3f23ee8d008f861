/**
 * Reminders of deadlines, sent whatever marketing says and in quiet hours too: a reservation waiting
 * for its bank transfer at half its time and 15 minutes before the end; financing offers that can
 * still be chosen, once, a day before the first of them expires (half a day for shorter ones).
 */
import { clock, minutes } from '../../lib/clock';
import { financingRequests } from '../financing/store';
import { BANK_TRANSFER_DEADLINE_MINUTES, reservations } from '../reservations/store';
import { sendOutside } from './dispatch';

const HOUR = minutes(60);

function transferReminders(now: number): void {
  for (const reservation of reservations.values()) {
    const transfer = reservation.bankTransfer;
    if (reservation.status !== 'waiting_for_transfer' || !transfer || transfer.reportedAt) continue;
    const { deadline } = transfer;
    if (now >= deadline) continue;
    const start = deadline - minutes(BANK_TRANSFER_DEADLINE_MINUTES);
    const due = [
      { at: start + (deadline - start) / 2, name: 'half' },
      { at: deadline - minutes(15), name: '15min' },
    ].filter(({ at }) => now >= at);
    const last = due.at(-1);
    if (!last) continue;
    const left = Math.max(1, Math.round((deadline - now) / 60_000));
    const number = reservation.number;
    sendOutside(
      reservation.customerId,
      'transfer_deadline',
      {
        title: {
          ar: `باقي ${left} دقيقة لتحويل مبلغ الحجز ${number}`,
          en: `${left} min left to transfer for reservation ${number}`,
        },
        body: {
          ar: `حوّل مبلغ حجزك <b>${number}</b> قبل انتهاء المهلة وإلا أُلغي الحجز وأُتيحت الوحدة لغيرك.`,
          en: `Transfer the fee of reservation <b>${number}</b> before the deadline, or the hold ends and the unit is free for others.`,
        },
        link: `/account/reservations/${reservation.id}`,
      },
      { event: `transfer-deadline:${reservation.id}:${last.name}`, deadline: true },
    );
  }
}

function offerReminders(now: number): void {
  for (const request of financingRequests.values()) {
    if (request.status !== 'prepared' || request.chosenOfferId) continue;
    const ends = request.offers.map((offer) => offer.validUntil).filter((at) => at > now);
    if (ends.length === 0) continue;
    const first = Math.min(...ends);
    const lead =
      request.preparedAt && first - request.preparedAt <= 24 * HOUR ? 3 * HOUR : 24 * HOUR;
    if (now < first - lead) continue;
    sendOutside(
      request.customerId,
      'offers_ready',
      {
        title: { ar: 'عرض تمويل على وشك الانتهاء', en: 'A financing offer expires soon' },
        body: {
          ar: `ينتهي أحد عروض طلب التمويل <b>${request.number}</b> قريبًا. اختر عرضك قبل انتهائه.`,
          en: `An offer for financing request <b>${request.number}</b> expires soon. Choose before it does.`,
        },
        link: `/financing-requests/${request.id}/offers`,
      },
      { event: `offer-expiring:${request.id}:${first}`, deadline: true },
    );
  }
}

export function sweepDeadlines(): void {
  const now = clock.now();
  transferReminders(now);
  offerReminders(now);
}
