import { digitsOnly } from '@/lib/digits';

const SHAPE = /^[12]\d{9}$/;

/**
 * The Saudi national ID (starts with 1) or iqama number (starts with 2): 10 digits whose last one is a
 * Luhn check digit (digits in odd positions doubled, 9 subtracted above 9, the sum a multiple of 10).
 */
export function isValidNationalId(value: string): boolean {
  if (!SHAPE.test(value)) return false;
  const sum = [...value].reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
}

/** The server's code for a typed ID (Arabic-Indic digits accepted), or undefined when it is valid. */
export function nationalIdError(typed: string | undefined) {
  const value = digitsOnly(typed ?? '');
  if (value === '') return 'national_id__required' as const;
  return isValidNationalId(value) ? undefined : ('national_id__invalid' as const);
}
