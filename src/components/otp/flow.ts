import type { AuthSession } from '@generated/model';

/** A started one-time-code flow, kept across a reload (never the code itself). */
export type OtpFlow = { sid: string; maskedPhone: string; expiresAt: number; resendAt: number };

export function otpFlowOf(session: AuthSession, now = Date.now()): OtpFlow {
  return {
    sid: session.sid,
    maskedPhone: session.masked_phone,
    expiresAt: now + session.valid_during_sec * 1000,
    resendAt: now + session.resend_after_sec * 1000,
  };
}
