import type { NafathRequest, NafathRequestCreated } from '../../generated/model';
import { clock, iso, minutes, seconds } from '../lib/clock';
import { randomToken } from '../lib/http';
import { customers } from './customers';
import { TEST_IDS } from './identity-registry';
import { onReset } from './registry';
import { STEP_UP_SECONDS } from './step-up';
import { scoped } from '../lib/namespace';

export const NAFATH_VALID_SECONDS = 120;
/** The request of the "expires" test ID lives this long, so a test sees the expiry quickly. */
export const NAFATH_SHORT_SECONDS = 10;
/** The customer "answers" in the Nafath app this long after the request. */
export const NAFATH_ANSWER_MS = seconds(4);
export const NAFATH_LIMIT = 10;
const LIMIT_WINDOW_MS = minutes(10);

type Outcome = 'approved' | 'rejected' | 'expired';
type MockNafath = NafathRequest & {
  customerId: number;
  outcome: Outcome;
  answerAt: number;
  createdAt: number;
  /** The session (its token) that asked: only it may use the approval as a step-up. */
  session?: string;
  /** Used as a step-up already (one proof per request). */
  used?: boolean;
};

const requests = scoped(() => new Map<string, MockNafath>());
onReset(() => requests.clear());

function settle(request: MockNafath): MockNafath {
  if (request.status !== 'waiting') return request;
  const now = clock.now();
  if (
    request.outcome !== 'expired' &&
    now >= request.answerAt &&
    now < Date.parse(request.expires_at)
  ) {
    request.status = request.outcome;
    const customer = customers.get(request.customerId);
    if (request.outcome === 'approved' && customer?.registration_step === 'nafath') {
      customer.registration_step = 'complete';
    }
  } else if (now >= Date.parse(request.expires_at)) {
    request.status = 'expired';
  }
  return request;
}

/** Applies the answers that are due for the customer's requests (approval completes the sign-up). */
export function settleNafath(customerId: number): void {
  for (const request of requests.values()) if (request.customerId === customerId) settle(request);
}

export function recentNafathCount(customerId: number): number {
  const since = clock.now() - LIMIT_WINDOW_MS;
  return [...requests.values()].filter((r) => r.customerId === customerId && r.createdAt >= since)
    .length;
}

export function createNafathRequest(
  customerId: number,
  forceReject: boolean,
  session?: string,
): NafathRequestCreated {
  settleNafath(customerId);
  for (const request of requests.values()) {
    if (request.customerId === customerId && request.status === 'waiting')
      request.status = 'expired';
  }
  const nationalId = customers.get(customerId)?.national_id;
  const outcome: Outcome =
    nationalId === TEST_IDS.nafathExpires
      ? 'expired'
      : forceReject || nationalId === TEST_IDS.nafathRejects
        ? 'rejected'
        : 'approved';
  const validSeconds = outcome === 'expired' ? NAFATH_SHORT_SECONDS : NAFATH_VALID_SECONDS;
  const now = clock.now();
  const request: MockNafath = {
    id: `nfr_${randomToken(6)}`,
    status: 'waiting',
    random_number: String(10 + Math.floor(Math.random() * 90)),
    expires_at: iso(now + seconds(validSeconds)),
    customerId,
    outcome,
    answerAt: now + NAFATH_ANSWER_MS,
    createdAt: now,
    session,
  };
  requests.set(request.id, request);
  return {
    id: request.id,
    random_number: request.random_number,
    expires_at: request.expires_at,
    valid_during_sec: validSeconds,
  };
}

export function findNafathRequest(customerId: number, id: string): NafathRequest | undefined {
  const request = requests.get(id);
  if (!request || request.customerId !== customerId) return undefined;
  const { id: requestId, status, random_number, expires_at } = settle(request);
  return { id: requestId, status, random_number, expires_at };
}

export type NafathProof = 'approved' | 'not-found' | 'waiting' | 'rejected' | 'expired';

/**
 * Uses an approved request of this customer and session as a fresh proof (once, within
 * `STEP_UP_SECONDS` of the approval); what stands in the way otherwise. A request of another session
 * or customer, or one already used, is `not-found`.
 */
export function takeNafathProof(customerId: number, session: string, id: string): NafathProof {
  const request = requests.get(id);
  if (!request || request.customerId !== customerId || request.session !== session || request.used)
    return 'not-found';
  const { status } = settle(request);
  if (status !== 'approved') return status;
  if (clock.now() > request.answerAt + seconds(STEP_UP_SECONDS)) return 'expired';
  request.used = true;
  return 'approved';
}
