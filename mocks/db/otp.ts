import type { AuthSession } from '../../generated/model';
import { clock, minutes, seconds } from '../lib/clock';
import { maskPhone } from '../lib/validate';
import { onReset } from './registry';
import { webAppConfig } from './web-app-config';
import { scoped } from '../lib/namespace';

/** `123456` is the right code for every flow (`otp_length` 6 of web-app-config). */
export const OTP_CODE = '123456';
export const OTP_VALID_SECONDS = 120;
export const OTP_ATTEMPTS = 3;
export const OTP_MAX_RESENDS = 3;
/** A flow is forgotten (`otp__not_found`) this long after its last code was sent. */
const FLOW_LIFETIME_MS = minutes(10);

export type SignUpDetails = { national_id: string; birthday: string };

export type OtpFlow = {
  sid: string;
  kind: 'sign-in' | 'sign-up' | 'phone-change' | 'account-deletion' | 'step-up';
  /** Normalised `+9665XXXXXXXX`; empty for a sign-in whose login has no account (nothing is sent). */
  phone: string;
  /** Sign-in: the login as sent (an ID, or a mobile as `+9665XXXXXXXX`), registered or not. */
  login?: string;
  customerId?: number;
  /** The session (its token) a step-up or a change of number belongs to. */
  session?: string;
  signUp?: SignUpDetails;
  expiresAt: number;
  resendAt: number;
  forgetAt: number;
  attemptsLeft: number;
  resends: number;
};

const flows = scoped(() => new Map<string, OtpFlow>());
onReset(() => flows.clear());

function send(flow: OtpFlow): OtpFlow {
  const now = clock.now();
  flow.expiresAt = now + seconds(OTP_VALID_SECONDS);
  flow.resendAt = now + seconds(webAppConfig.otp_resend_seconds);
  flow.forgetAt = now + FLOW_LIFETIME_MS;
  flow.attemptsLeft = OTP_ATTEMPTS;
  return flow;
}

export function startOtpFlow(
  fields: Pick<OtpFlow, 'kind' | 'phone' | 'login' | 'customerId' | 'signUp' | 'session'>,
): OtpFlow {
  const flow = send({
    ...fields,
    sid: crypto.randomUUID(),
    expiresAt: 0,
    resendAt: 0,
    forgetAt: 0,
    attemptsLeft: 0,
    resends: 0,
  });
  flows.set(flow.sid, flow);
  return flow;
}

/** The flow, unless unknown, finished or forgotten. */
export function findOtpFlow(sid: string): OtpFlow | undefined {
  const flow = flows.get(sid);
  if (flow && flow.forgetAt < clock.now()) flows.delete(sid);
  return flows.get(sid);
}

export const finishOtpFlow = (flow: OtpFlow) => flows.delete(flow.sid);

export function resendOtp(flow: OtpFlow): OtpFlow {
  flow.resends += 1;
  return send(flow);
}

export const secondsUntil = (ms: number) => Math.max(1, Math.ceil((ms - clock.now()) / 1000));

/** A sign-in's answer never says where the code went: that would tell whether the login has an account. */
export const authSessionOf = (flow: OtpFlow): AuthSession => ({
  sid: flow.sid,
  valid_during_sec: secondsUntil(flow.expiresAt),
  resend_after_sec: secondsUntil(flow.resendAt),
  ...(flow.kind !== 'sign-in' && { masked_phone: maskPhone(flow.phone) }),
});

/** What a flow's codes are counted for (mocks/db/code-limits.ts): its login(s), or its customer. */
export function loginsOf(flow: OtpFlow): string[] {
  if (flow.kind === 'sign-in') return [flow.login ?? flow.phone];
  if (flow.kind === 'sign-up') return [flow.signUp?.national_id ?? '', flow.phone].filter(Boolean);
  return [`customer:${flow.customerId ?? ''}`];
}
