import type { ErrorCode } from '../../generated/model';

/**
 * The identity registry (Absher / Yakeen) and Nafath as the mock simulates them: documented test
 * numbers reach each refusal (listed in mocks/handlers/auth.ts and docs/mock-backend.md). All pass the
 * national-ID check digit.
 */
export const TEST_IDS = {
  demo: '1000000008',
  phoneMismatch: '1000000016',
  absherNotActivated: '1000000024',
  nafathRejects: '1000000032',
  nafathExpires: '1000000040',
  nafathUnavailable: '1000000057',
  newCustomer: '1000000065',
} as const;

export const TEST_PHONES = {
  demo: '0500000001',
  notInAbsher: '0500000099',
  newCustomer: '0555555555',
  /** Registered to someone else's ID: `national_id_phone_number__mismatch` with any ID. */
  otherIdentity: '0500000088',
} as const;

const localPhone = (phone: string) => `0${phone.replace(/^(\+?966|0)/, '')}`;

/**
 * What the registry says about an ID and/or a phone (either may be unknown to the caller). With both,
 * whether the phone is registered to that ID: the one check of sign-up and of a change of number.
 */
export function registryProblems(nationalId?: string, phone?: string): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (nationalId === TEST_IDS.absherNotActivated) codes.push('national_id__absher_not_activated');
  if (phone && localPhone(phone) === TEST_PHONES.notInAbsher) {
    codes.push('phone_number__absher_not_available');
  }
  const otherOwner = phone !== undefined && localPhone(phone) === TEST_PHONES.otherIdentity;
  if (nationalId && phone && (nationalId === TEST_IDS.phoneMismatch || otherOwner))
    codes.push('national_id_phone_number__mismatch');
  return codes;
}
