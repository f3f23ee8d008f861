import type { StepUpGrant, StepUpMethod } from '../../generated/model';
import { clock, seconds } from '../lib/clock';
import { scoped } from '../lib/namespace';
import { onReset } from './registry';

/** How long a fresh proof (a code to the current mobile, or Nafath) lets the session change the number. */
export const STEP_UP_SECONDS = 300;

type Grant = { method: StepUpMethod; until: number };

/** Session token → its fresh proof. Only the session that proved it holds one. */
const grants = scoped(() => new Map<string, Grant>());
onReset(() => grants.clear());

export function grantStepUp(session: string, method: StepUpMethod): StepUpGrant {
  grants.set(session, { method, until: clock.now() + seconds(STEP_UP_SECONDS) });
  return { method, valid_during_sec: STEP_UP_SECONDS };
}

/** Whether this session holds a proof that has not expired nor been used. */
export function hasStepUp(session: string | undefined): boolean {
  const grant = session === undefined ? undefined : grants.get(session);
  if (session && grant && grant.until <= clock.now()) grants.delete(session);
  return session !== undefined && grants.has(session);
}

/** The proof is used up (the number changed). */
export function useUpStepUp(session: string): void {
  grants.delete(session);
}
