import type { OtpVerificationRequest } from '../../generated/model';
import { OTP_CODE, findOtpFlow, finishOtpFlow, type OtpFlow } from '../db/otp';
import { clock } from '../lib/clock';
import { fail, readJson } from '../lib/http';
import { FieldErrors, isBlank } from '../lib/validate';

export const limitExceeded = () =>
  fail(429, ['action__limit_exceeded'], undefined, { 'Retry-After': '60' });

/**
 * Checks `{ sid, otp }` against a flow of this kind (and of this customer, when one is signed in);
 * the flow, used up, or the refusal to answer. A flow of another kind or customer is
 * `bad_credentials`, a used one `otp__not_found`.
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
  if (flow.attemptsLeft <= 0) return limitExceeded();
  if (flow.expiresAt < clock.now()) return fail(400, ['otp__expired']);
  if (String(otp) !== OTP_CODE) {
    flow.attemptsLeft -= 1;
    return fail(400, ['otp__invalid'], { attempts_left: flow.attemptsLeft });
  }
  finishOtpFlow(flow);
  return flow;
}
