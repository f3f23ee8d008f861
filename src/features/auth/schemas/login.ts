import type { MaskedLogin } from '@/components/otp';
import { isValidNationalId } from '@/lib/input/national-id';
import { isSaudiMobile, normalizeMobile } from '@/lib/input/saudi-mobile';

/** The sign-in login as sent: a mobile number or a national ID / iqama number. */
export function normalizeLogin(typed: string): string {
  return normalizeMobile(typed);
}

/** The codes the sign-in call answers for its login, checked before the call. */
export function loginError(typed: string | undefined) {
  const value = normalizeLogin(typed ?? '');
  if (value === '') return 'phone_number__required' as const;
  if (/^[12]\d{9}$/.test(value)) {
    return isValidNationalId(value) ? undefined : ('national_id__invalid' as const);
  }
  return isSaudiMobile(value) ? undefined : ('phone_number__invalid' as const);
}

/** A valid login, masked for the code step: its first two and last two digits. */
export function maskLogin(typed: string): MaskedLogin {
  const value = normalizeLogin(typed);
  const local = value.replace(/^\+?966/, '0');
  const kind = /^[12]\d{9}$/.test(value) ? 'national_id' : 'mobile';
  return { kind, masked: `${local.slice(0, 2)}******${local.slice(-2)}` };
}
