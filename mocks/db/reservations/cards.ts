import type { ErrorCode, OnlinePaymentMethod, PaymentCreate } from '../../../generated/model';
import { passesLuhn } from '../../../src/lib/luhn';

/**
 * Test card numbers of the mock PSP (all pass the Luhn check). Any other Luhn-valid number succeeds.
 * Apple Pay: the token `apple-pay-success` succeeds; any other token is `apple_pay_token__invalid`.
 */
export const TEST_CARDS = {
  '4111111111111111': 'success', // Visa
  '5297412542005689': 'success', // mada (Mastercard range)
  '4464040000000007': 'success', // mada (Visa range)
  '4000000000000002': 'declined', // 402 payment__declined
  '4000000000009995': 'insufficient_funds', // 402 payment__insufficient_funds
  '4000000000000119': 'technical_error', // 502 payment__technical_error
  '4000000000003220': 'three_ds', // 201 requires_action (3-D Secure page)
  '4000000000000341': 'declined_later', // 201 processing, then failed payment__declined
} as const;

export type CardOutcome = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];
export const APPLE_PAY_SUCCESS_TOKEN = 'apple-pay-success';

const ONLINE: readonly string[] = [
  'visa_master',
  'mada',
  'apple_pay',
] satisfies OnlinePaymentMethod[];
const NAME = /^[A-Za-z][A-Za-z ]*[A-Za-z]$/;

export type CheckedPayment =
  { errors: ErrorCode[] } | { method: OnlinePaymentMethod; outcome: CardOutcome; last4?: string };

/** Validates a payment body; card data is only read here, never kept (only the last four digits). */
export function checkPayment(body: Partial<PaymentCreate>, now: number): CheckedPayment {
  const method = body.method;
  if (typeof method !== 'string' || !ONLINE.includes(method))
    return { errors: ['payment__method_invalid'] };
  if (method === 'apple_pay') {
    return body.apple_pay_token === APPLE_PAY_SUCCESS_TOKEN
      ? { method, outcome: 'success' }
      : { errors: ['apple_pay_token__invalid'] };
  }
  const card: Record<string, unknown> =
    body.card && typeof body.card === 'object' ? { ...body.card } : {};
  const errors: ErrorCode[] = [];
  const name = card.cardholder_name;
  if (typeof name !== 'string' || name.trim() === '') errors.push('cardholder_name__required');
  else if (name.length < 2 || name.length > 60 || !NAME.test(name))
    errors.push('cardholder_name__invalid');
  const number = card.number;
  if (typeof number !== 'string' || number === '') errors.push('card_number__required');
  else if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) errors.push('card_number__invalid');
  const month = card.expiry_month;
  const year = card.expiry_year;
  if (
    !Number.isInteger(month) ||
    !Number.isInteger(year) ||
    (month as number) < 1 ||
    (month as number) > 12
  ) {
    errors.push('card_expiry__invalid');
  } else if ((year as number) < 2000 || (year as number) > 2099) {
    errors.push('card_expiry__invalid');
  } else if (Date.UTC(year as number, month as number, 1) <= now) {
    errors.push('card_expiry__expired');
  }
  if (typeof card.cvc !== 'string' || !/^\d{3,4}$/.test(card.cvc)) errors.push('card_cvc__invalid');
  if (errors.length > 0) return { errors };
  const digits = number as string;
  const outcome: CardOutcome = (TEST_CARDS as Record<string, CardOutcome>)[digits] ?? 'success';
  return { method, outcome, last4: digits.slice(-4) };
}

/** A same-site path (no scheme, no `//`), or the default. */
export function safeReturnPath(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length <= 2000 && /^\/(?![/\\])/.test(value)
    ? value
    : fallback;
}
