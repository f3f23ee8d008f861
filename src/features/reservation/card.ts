import type { PaymentCard } from '@generated/model';
import { digitsOnly } from '@/lib/digits';
import { passesLuhn } from '@/lib/luhn';

/** Card fields as typed in the form (never persisted; see card-form.tsx). */
export type CardValues = {
  cardholder_name?: string;
  number?: string;
  expiry_month?: string;
  expiry_year?: string;
  cvc?: string;
};

export const CARD_FIELDS = [
  'cardholder_name',
  'number',
  'expiry_month',
  'expiry_year',
  'cvc',
] as const;

/** Server field names → form fields (`card_number__invalid` → `number`). */
export const CARD_CODE_ALIASES = {
  card_number: 'number',
  card_expiry: 'expiry_month',
  card_cvc: 'cvc',
} as const;

const CARDHOLDER_NAME = /^[A-Za-z][A-Za-z ]*[A-Za-z]$/;

/** What is typed in the number field ("٤١١١ 1111-…") as grouped Latin digits, at most 19. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function isValidCardNumber(value: string): boolean {
  const digits = digitsOnly(value);
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
}

export function isValidCardholderName(value: string): boolean {
  const name = value.trim().replace(/\s+/g, ' ');
  return name.length >= 2 && name.length <= 60 && CARDHOLDER_NAME.test(name);
}

/** "7" → 7, "13" → undefined. */
export function parseExpiryMonth(value: string): number | undefined {
  const month = Number(digitsOnly(value));
  return digitsOnly(value) !== '' && month >= 1 && month <= 12 ? month : undefined;
}

/** "27" → 2027, "2027" → 2027; anything else → undefined. */
export function parseExpiryYear(value: string): number | undefined {
  const digits = digitsOnly(value);
  if (digits.length === 2) return 2000 + Number(digits);
  if (digits.length === 4 && digits.startsWith('20')) return Number(digits);
  return undefined;
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(month: number, year: number, now: Date): boolean {
  return year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** The error code of each invalid field (the server's words), for final-form's `validate`. */
export function validateCard(values: CardValues, now = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.cardholder_name ?? '';
  if (name.trim() === '') errors.cardholder_name = 'cardholder_name__required';
  else if (!isValidCardholderName(name)) errors.cardholder_name = 'cardholder_name__invalid';
  const number = values.number ?? '';
  if (digitsOnly(number) === '') errors.number = 'card_number__required';
  else if (!isValidCardNumber(number)) errors.number = 'card_number__invalid';
  const month = parseExpiryMonth(values.expiry_month ?? '');
  const year = parseExpiryYear(values.expiry_year ?? '');
  if (month === undefined) errors.expiry_month = 'card_expiry__invalid';
  if (year === undefined) errors.expiry_year = 'card_expiry__invalid';
  if (month !== undefined && year !== undefined && isExpired(month, year, now))
    errors.expiry_month = 'card_expiry__expired';
  if (!/^\d{3,4}$/.test(digitsOnly(values.cvc ?? ''))) errors.cvc = 'card_cvc__invalid';
  return errors;
}

/** The card as the contract wants it; call only with values that passed validateCard. */
export function toPaymentCard(values: CardValues): PaymentCard {
  return {
    cardholder_name: (values.cardholder_name ?? '').trim().replace(/\s+/g, ' '),
    number: digitsOnly(values.number ?? ''),
    expiry_month: parseExpiryMonth(values.expiry_month ?? '') ?? 0,
    expiry_year: parseExpiryYear(values.expiry_year ?? '') ?? 0,
    cvc: digitsOnly(values.cvc ?? ''),
  };
}
