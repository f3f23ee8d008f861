import { toLatinDigits } from './digits';

const SAUDI_MOBILE = /^(05\d{8}|9665\d{8}|\+9665\d{8})$/;

/**
 * A typed phone in the form the server reads: Latin digits, no spaces, dashes or brackets, a leading
 * `00` read as `+`, and a bare `5XXXXXXXX` given its `0`.
 */
export function normalizeMobile(typed: string): string {
  const compact = toLatinDigits(typed)
    .trim()
    .replace(/[\s\-().\u200e\u200f]/g, '');
  const plus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return /^5\d{8}$/.test(plus) ? `0${plus}` : plus;
}

export function isSaudiMobile(normalized: unknown): normalized is string {
  return typeof normalized === 'string' && SAUDI_MOBILE.test(normalized);
}

/** A number with another country's dialling code (`+971...`, `00971...`). */
export function hasForeignDialCode(normalized: string): boolean {
  return /^\+\d/.test(normalized) && !normalized.startsWith('+966');
}

export type MobileErrorCode =
  'phone_number__required' | 'phone_number__invalid' | 'phone_code__invalid';

/** The server's code for a typed mobile number, or undefined when it is valid. */
export function mobileError(typed: string | undefined): MobileErrorCode | undefined {
  const value = normalizeMobile(typed ?? '');
  if (value === '') return 'phone_number__required';
  if (hasForeignDialCode(value)) return 'phone_code__invalid';
  return isSaudiMobile(value) ? undefined : 'phone_number__invalid';
}
