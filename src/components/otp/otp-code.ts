import { digitsOnly } from '@/lib/input/digits';

/** Until web-app-config says otherwise: 6 digits (about 20 bits, ASVS 5.0's minimum). */
export const DEFAULT_OTP_LENGTH = 6;

/** What the code field keeps of a typed or pasted code: its digits, at most `length` of them. */
export function parseOtp(typed: string, length = DEFAULT_OTP_LENGTH): string {
  return digitsOnly(typed).slice(0, length);
}

/** `otp__required` when empty, `otp__invalid` when it has fewer digits than a code. */
export function otpError(value: string | undefined, length = DEFAULT_OTP_LENGTH) {
  const code = digitsOnly(value ?? '');
  if (code === '') return 'otp__required' as const;
  return code.length === length ? undefined : ('otp__invalid' as const);
}
