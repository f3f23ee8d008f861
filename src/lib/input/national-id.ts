import { digitsOnly } from './digits';
import { passesLuhn } from './luhn';

/**
 * The Saudi national ID (starts with 1) or iqama number (starts with 2): 10 digits whose last one is a
 * Luhn check digit. Framework-free: the mock backend checks IDs with it too.
 */
export function isValidNationalId(value: unknown): value is string {
  return typeof value === 'string' && /^[12]\d{9}$/.test(value) && passesLuhn(value);
}

/** The server's code for a typed ID (Arabic-Indic digits accepted), or undefined when it is valid. */
export function nationalIdError(typed: string | undefined) {
  const value = digitsOnly(typed ?? '');
  if (value === '') return 'national_id__required' as const;
  return isValidNationalId(value) ? undefined : ('national_id__invalid' as const);
}
