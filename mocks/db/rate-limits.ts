import { clock, seconds } from '../lib/clock';
import type { ErrorMetaLimit } from '../../generated/model';
import { fail } from '../lib/http';
import { scoped } from '../lib/namespace';
import { onReset } from './registry';

/**
 * The rate limits of the contract (`x-rate-limits`; tests/contract checks these numbers against it):
 * at most `max` in any `windowSeconds` (a sliding window on the mock's clock, per namespace).
 */
export type RateLimit = { max: number; windowSeconds: number };

export const RATE_LIMITS = {
  /** Codes sent to one login (the national ID or mobile as sent): sign-in, sign-up and resends. */
  codesPerLogin: { max: 5, windowSeconds: 900 },
  codesPerNetwork: { max: 20, windowSeconds: 900 },
  /** Wrong codes of one login, across every flow. */
  wrongCodesPerLogin: { max: 10, windowSeconds: 3600 },
  feedbackPerNetwork: { max: 10, windowSeconds: 3600 },
  realEstateRequestsPerNetwork: { max: 10, windowSeconds: 3600 },
  careerApplicationsPerNetwork: { max: 10, windowSeconds: 3600 },
  leadsPerNetwork: { max: 60, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

/** One budget: what is counted (`codes:login:+966500000001`) under which limit, per what. */
export type Budget = { key: string; limit: RateLimit; per: ErrorMetaLimit };
/** How long until every budget allows one more (0: now), and the one that waits longest. */
export type Wait = { seconds: number; per?: ErrorMetaLimit };

const hits = scoped(() => new Map<string, number[]>());
onReset(() => hits.clear());

/** The times counted within the window, oldest first (older ones are forgotten). */
function recent({ key, limit }: Budget): number[] {
  const since = clock.now() - seconds(limit.windowSeconds);
  const kept = (hits.get(key) ?? []).filter((at) => at > since);
  if (kept.length > 0) hits.set(key, kept);
  else hits.delete(key);
  return kept;
}

export function waitFor(budgets: Budget[]): Wait {
  let wait: Wait = { seconds: 0 };
  for (const budget of budgets) {
    const kept = recent(budget);
    if (kept.length < budget.limit.max) continue;
    const freesAt = kept[kept.length - budget.limit.max]! + seconds(budget.limit.windowSeconds);
    const left = Math.max(1, Math.ceil((freesAt - clock.now()) / 1000));
    if (left > wait.seconds) wait = { seconds: left, per: budget.per };
  }
  return wait;
}

export function count(budgets: Budget[]): void {
  const now = clock.now();
  for (const budget of budgets) hits.set(budget.key, [...recent(budget), now]);
}

/** `429 action__limit_exceeded` with `Retry-After` and what is used up (`meta.limit`). */
export const tooMany = ({ seconds: wait, per }: Wait) =>
  fail(429, ['action__limit_exceeded'], per && { limit: per }, {
    'Retry-After': String(Math.max(1, wait)),
  });

/**
 * Counts one more within the budgets, or the 429 to answer when one of them is used up (nothing is
 * counted then).
 */
export function spend(budgets: Budget[]): Response | undefined {
  const wait = waitFor(budgets);
  if (wait.seconds > 0) return tooMany(wait);
  count(budgets);
  return undefined;
}

export const perNetwork = (what: string, network: string, limit: RateLimit): Budget => ({
  key: `${what}:network:${network}`,
  limit,
  per: 'network',
});
