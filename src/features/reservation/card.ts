/**
 * The part of the card form on our own page: the cardholder's name only. The number, expiry and
 * security code are typed in the payment provider's frame and never reach this page (api/provider-fields.ts).
 */
export type CardValues = { cardholder_name?: string };

export const CARD_FIELDS = ['cardholder_name'] as const;

const CARDHOLDER_NAME = /^[A-Za-z][A-Za-z ]*[A-Za-z]$/;

/** "  mohammed   alqahtani " → "mohammed alqahtani". */
export const normalizeCardholderName = (value: string) => value.trim().replace(/\s+/g, ' ');

export function isValidCardholderName(value: string): boolean {
  const name = normalizeCardholderName(value);
  return name.length >= 2 && name.length <= 60 && CARDHOLDER_NAME.test(name);
}

/** The error code of the name field (the provider's words), for final-form's `validate`. */
export function validateCard(values: CardValues): Record<string, string> {
  const name = values.cardholder_name ?? '';
  if (name.trim() === '') return { cardholder_name: 'cardholder_name__required' };
  if (!isValidCardholderName(name)) return { cardholder_name: 'cardholder_name__invalid' };
  return {};
}
