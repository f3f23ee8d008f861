import type { OtpVerificationRequest } from '../../generated/model';
import { countWrongCode, nextCodeWait, wrongCodesWait } from '../db/code-limits';
import { OTP_CODE, findOtpFlow, finishOtpFlow, loginsOf, type OtpFlow } from '../db/otp';
import { tooMany } from '../db/rate-limits';
import { clock } from '../lib/clock';
import { fail, readJson } from '../lib/http';
import { networkOf } from '../lib/network';
import { FieldErrors, isBlank } from '../lib/validate';

/** A flow that may not go on (no attempts or resends left): start again once a code may be sent. */
export const flowUsedUp = (flow: OtpFlow, request: Request) =>
  tooMany({ seconds: nextCodeWait(loginsOf(flow), networkOf(request)).seconds, per: 'code' });

/**
 * Checks `{ sid, otp }` against a flow of this kind (and of this customer, when one is signed in);
 * the flow, used up, or the refusal to answer. A flow of another kind or customer is
 * `bad_credentials`, a used one `otp__not_found`. Wrong codes count for the flow's login(s) across
 * every flow: once they are used up, every code (the right one too) answers 429. A sign-in whose login
 * has no account (no customer) takes no code, and answers exactly as a wrong code.
 */
export async function checkOtp(
  request: Request,
  kind: OtpFlow['kind'],
  customerId?: number,
): Promise<OtpFlow | Response> {
  const { sid, otp } = await readJson<OtpVerificationRequest>(request);
  const errors = new FieldErrors();
  if (isBlank(sid)) errors.add('sid__required');
  if (isBlank(otp)) errors.add('otp__required');
  if (!errors.empty) return fail(400, errors.codes);
  const flow = findOtpFlow(String(sid));
  if (!flow) return fail(400, ['otp__not_found']);
  if (flow.kind !== kind) return fail(400, ['bad_credentials']);
  if (customerId !== undefined && flow.customerId !== customerId) {
    return fail(400, ['bad_credentials']);
  }
  if (flow.attemptsLeft <= 0) return flowUsedUp(flow, request);
  const logins = loginsOf(flow);
  const wait = wrongCodesWait(logins);
  if (wait.seconds > 0) return tooMany(wait);
  if (flow.expiresAt < clock.now()) return fail(400, ['otp__expired']);
  const nobody = flow.kind === 'sign-in' && flow.customerId === undefined;
  if (nobody || String(otp) !== OTP_CODE) {
    flow.attemptsLeft -= 1;
    countWrongCode(logins);
    return fail(400, ['otp__invalid'], { attempts_left: flow.attemptsLeft });
  }
  finishOtpFlow(flow);
  return flow;
}
