import type { AuthSession } from '@generated/model';

/**
 * What the customer typed to sign in, masked (`05******01`, `10******08`): the code step names it,
 * since a sign-in never says whether, nor where, a code was sent.
 */
export type MaskedLogin = { kind: 'mobile' | 'national_id'; masked: string };

/** A started one-time-code flow, kept across a reload (never the code itself). */
export type OtpFlow = {
  sid: string;
  /** Where the code was sent (sign-up, the signed-in customer's flows). */
  maskedPhone?: string;
  /** The sign-in's login instead. */
  login?: MaskedLogin;
  expiresAt: number;
  resendAt: number;
};

export function otpFlowOf(session: AuthSession, now = Date.now(), login?: MaskedLogin): OtpFlow {
  return {
    sid: session.sid,
    ...(session.masked_phone !== undefined && { maskedPhone: session.masked_phone }),
    ...(login && { login }),
    expiresAt: now + session.valid_during_sec * 1000,
    resendAt: now + session.resend_after_sec * 1000,
  };
}
