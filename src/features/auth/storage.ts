import type { NafathAttempt } from '@/components/nafath';
import {
  GUEST_DRAFT_MS,
  readPrivate,
  removePrivate,
  writePrivate,
} from '@/lib/session/private-storage';
import type { TypedDate } from '@/lib/format/typed-date';
import type { OtpFlow } from '@/components/otp/flow';

export { otpFlowOf, type OtpFlow } from '@/components/otp/flow';

export type OtpFlowKind = 'sign-in' | 'sign-up';

export type SignUpDetails = {
  national_id?: string;
  phone_number?: string;
  birthday?: TypedDate;
};
export type ProfileDraft = {
  full_name?: string;
  email?: string;
  nationality?: string;
  marital_status?: string;
  residence_city_id?: string;
};

const KEYS = {
  flow: (kind: OtpFlowKind) => `auth.${kind}.flow`,
  login: 'auth.sign-in.login',
  details: 'auth.sign-up.details',
  profile: 'auth.sign-up.profile',
  nafath: 'auth.sign-up.nafath',
};

export const otpFlowStore = {
  read: (kind: OtpFlowKind) => readPrivate<OtpFlow>(KEYS.flow(kind)),
  save: (kind: OtpFlowKind, flow: OtpFlow) => writePrivate(KEYS.flow(kind), flow, GUEST_DRAFT_MS),
  clear: (kind: OtpFlowKind) => removePrivate(KEYS.flow(kind)),
};

export const loginStore = {
  read: () => readPrivate<string>(KEYS.login),
  save: (login: string) => writePrivate(KEYS.login, login, GUEST_DRAFT_MS),
  clear: () => removePrivate(KEYS.login),
};

export const signUpDetailsStore = {
  read: () => readPrivate<SignUpDetails>(KEYS.details),
  save: (details: SignUpDetails) => writePrivate(KEYS.details, details, GUEST_DRAFT_MS),
};

export const profileDraftStore = {
  read: () => readPrivate<ProfileDraft>(KEYS.profile),
  save: (draft: ProfileDraft) => writePrivate(KEYS.profile, draft),
};

export const nafathStore = {
  read: () => readPrivate<NafathAttempt>(KEYS.nafath),
  save: (attempt: NafathAttempt) => writePrivate(KEYS.nafath, attempt),
  clear: () => removePrivate(KEYS.nafath),
};

/** What sign-up kept for this tab: dropped once the account exists (details) or is complete (all). */
export function forgetSignUpDetails(): void {
  removePrivate(KEYS.details);
  otpFlowStore.clear('sign-up');
}

/**
 * What a visitor typed before having a session (the login, sign-up's ID, mobile and birthday, the
 * code flows): forgotten as soon as a session starts, by sign-in or sign-up. Until then each lives
 * GUEST_DRAFT_MS after its last change.
 */
export function forgetGuestDrafts(): void {
  loginStore.clear();
  otpFlowStore.clear('sign-in');
  forgetSignUpDetails();
}

export function forgetSignUp(): void {
  forgetSignUpDetails();
  removePrivate(KEYS.profile);
  nafathStore.clear();
}
