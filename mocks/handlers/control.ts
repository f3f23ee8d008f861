import { http } from 'msw';
import { resetMockDb } from '../db';
import { leads } from '../db/leads';
import { DEMO_CUSTOMER_ID } from '../db/customers';
import { sweepMessages, unsubscribeToken } from '../db/messages';
import { outbox } from '../db/outbox';
import { errorList, vitalsSummary } from '../db/telemetry';
import { holdForAnotherCustomer, payments, sweepReservations } from '../db/reservations';
import { stats } from '../lib/auth-cookies';
import type { MessageKind } from '../../generated/model';
import { clock, days, seconds } from '../lib/clock';
import { json, noContent, readJson } from '../lib/http';
import { SCENARIOS } from '../scenarios';
import { faultCounts, startOutage } from './network-faults';
import { sweepMarket } from './saved-market';
import { publicSubscription, pushSubscriptions } from '../db/messages/push-subscriptions';

/** What the mock counted in the caller's namespace: refreshes, payments, the faults it made, leads. */
function counters() {
  const all = [...payments.values()];
  const successful = all.filter((payment) => payment.status === 'successful');
  const reservations = successful.map((payment) => payment.reservationId);
  return {
    ...stats,
    payments: all.length,
    payments_successful: successful.length,
    reservations_charged_twice: reservations.length - new Set(reservations).size,
    faults: faultCounts(),
    leads: leads.map(({ listing_kind, listing_id, channel }) => ({
      listing_kind,
      listing_id,
      channel,
    })),
  };
}

/**
 * Controls of the mock itself (not part of the contract): health, reset, clock, scenarios, counters,
 * the messages it sent (outbox), an API outage and a unit held by another customer meanwhile, each for the caller's namespace (mocks/lib/namespace.ts).
 */
export const controlHandlers = [
  http.get('*/__mock/health', () => json({ ok: true })),
  http.post('*/__mock/reset', () => {
    resetMockDb();
    return noContent();
  }),
  http.post('*/__mock/clock', async ({ request }) => {
    const { advance_seconds: advance = 0 } = await readJson<{ advance_seconds: number }>(request);
    clock.advance(seconds(Number(advance) || 0));
    return json({ now: new Date(clock.now()).toISOString() });
  }),
  http.post('*/__mock/hold', async ({ request }) => {
    const { unit_id: unitId } = await readJson<{ unit_id: number }>(request);
    if (!holdForAnotherCustomer(Number(unitId))) return json({ held: false }, { status: 409 });
    return json({ held: true });
  }),
  http.get('*/__mock/scenarios', () => json({ scenarios: SCENARIOS })),
  http.get('*/__mock/stats', () => json(counters())),
  http.get('*/__mock/outbox', () => {
    // A read catches the market, the holds and the messages up with the clock, as the API's reads do.
    sweepMarket();
    sweepReservations();
    sweepMessages();
    return json({ messages: [...outbox] });
  }),
  // A signed unsubscribe token, as a message's link carries (the verifier's test value); `expired`: one
  // whose 30 days are over.
  http.post('*/__mock/unsubscribe-token', async ({ request }) => {
    const body = await readJson<{ customer_id: number; kind: string; expired: boolean }>(request);
    const issuedAt = body.expired ? clock.now() - days(31) : clock.now();
    const claim = {
      customerId: Number(body.customer_id) || DEMO_CUSTOMER_ID,
      kind: (body.kind ?? 'price_drop') as MessageKind,
      channel: 'email' as const,
    };
    return json({ token: unsubscribeToken(claim, issuedAt) });
  }),
  // The browser push subscriptions stored (the caller's namespace; keys left out).
  http.get('*/__mock/push-subscriptions', () =>
    json({
      subscriptions: pushSubscriptions.map((item) => ({
        ...publicSubscription(item),
        customer_id: item.customerId,
      })),
    }),
  ),
  // Field data: the 75th percentile per route pattern and metric; error reports by fingerprint.
  http.get('*/__mock/vitals', () => json(vitalsSummary())),
  http.get('*/__mock/errors', () => json({ errors: errorList() })),
  http.post('*/__mock/outage', async ({ request }) => {
    const { seconds: length = 30 } = await readJson<{ seconds: number }>(request);
    startOutage(Number(length) || 30);
    return json({ until: new Date(clock.now() + seconds(Number(length) || 30)).toISOString() });
  }),
];
