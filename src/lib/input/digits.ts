const ARABIC_INDIC = /[\u0660-\u0669]/g; // ٠-٩
const EXTENDED_ARABIC_INDIC = /[\u06F0-\u06F9]/g; // ۰-۹ (Persian/Urdu keyboards)

/** Arabic-Indic digits typed on an Arabic keyboard become Latin digits. */
export function toLatinDigits(value: string): string {
  return value
    .replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** Only the digits of a code, phone or ID: Arabic-Indic accepted, spaces and dashes dropped. */
export function digitsOnly(value: string): string {
  return toLatinDigits(value).replace(/\D/g, '');
}

/**
 * A typed amount ("1,250,000", "١٬٢٥٠٬٠٠٠", "1250000.5") as a number; empty or unreadable → undefined.
 */
export function parseAmount(value: string): number | undefined {
  const normalized = toLatinDigits(value)
    .replace(/[\u066C,\s\u00A0\u202F]/g, '') // thousands separators: Arabic ٬, comma, spaces
    .replace(/\u066B/g, '.'); // Arabic decimal separator ٫
  if (normalized === '' || !/^\d*\.?\d*$/.test(normalized)) return undefined;
  const amount = Number(normalized);
  return Number.isFinite(amount) ? amount : undefined;
}

/** Why a typed amount cannot be used: empty, not a number, below zero, beyond any home price. */
export type ReadError = 'required' | 'notNumber' | 'negative' | 'tooLarge';

/** Beyond any home price; keeps every figure exact to the halala. */
export const AMOUNT_MAX = 1_000_000_000_000;

const MINUS = /^[-\u2212\u2012\u2013]\s*/; // hyphen-minus, minus sign, figure and en dashes

/** A typed amount (as parseAmount reads it), or why it cannot be used. */
export function readAmount(text: string): { value: number } | { error: ReadError } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'required' };
  const unsigned = trimmed.replace(MINUS, '');
  const value = parseAmount(unsigned);
  if (value === undefined) return { error: 'notNumber' };
  if (unsigned !== trimmed && value > 0) return { error: 'negative' };
  if (value > AMOUNT_MAX) return { error: 'tooLarge' };
  return { value };
}
