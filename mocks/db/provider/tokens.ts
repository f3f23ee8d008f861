import type { ErrorCode } from '../../../generated/model';
import { passesLuhn } from '../../../src/lib/input/luhn';
import { brandOf, type CardBrand } from './brands';

/**
 * The mock payment provider's card tokens. The provider is another system on another origin: its
 * tokens are not in a data namespace (the frame on the provider's origin carries no namespace cookie),
 * they are random, single use and valid 15 minutes. A token keeps the card's network, last four digits
 * and test outcome, never the number or the CVC.
 *
 * Test cards (all Luhn-valid; any other valid number succeeds): see TEST_CARDS and docs/mock-backend.md, "Test values".
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
export const PUBLISHABLE_KEY = 'pk_test_baitakmock0001';
export const TOKEN_TTL_MS = 15 * 60 * 1000;

export type CardToken = {
  id: string;
  brand: CardBrand;
  last4: string;
  outcome: CardOutcome;
  createdAt: number;
  used: boolean;
};

const tokens = new Map<string, CardToken>();
const NAME = /^[A-Za-z][A-Za-z ]*[A-Za-z]$/;

export type CardInput = {
  key?: unknown;
  name?: unknown;
  number?: unknown;
  exp_month?: unknown;
  exp_year?: unknown;
  cvc?: unknown;
};

/** The field errors of a card as the provider checks it (the codes the checkout also knows). */
export function checkCard(card: CardInput, now: number): ErrorCode[] {
  const errors: ErrorCode[] = [];
  const name = card.name;
  if (typeof name !== 'string' || name.trim() === '') errors.push('cardholder_name__required');
  else if (name.length < 2 || name.length > 60 || !NAME.test(name.trim()))
    errors.push('cardholder_name__invalid');
  const number = card.number;
  if (typeof number !== 'string' || number === '') errors.push('card_number__required');
  else if (!/^\d{13,19}$/.test(number) || !passesLuhn(number) || !brandOf(number))
    errors.push('card_number__invalid');
  const month = Number(card.exp_month);
  const year = Number(card.exp_year);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year))
    errors.push('card_expiry__invalid');
  else if (year < 2000 || year > 2099) errors.push('card_expiry__invalid');
  else if (Date.UTC(year, month, 1) <= now) errors.push('card_expiry__expired');
  if (typeof card.cvc !== 'string' || !/^\d{3,4}$/.test(card.cvc)) errors.push('card_cvc__invalid');
  return errors;
}

/** Tokenises a checked card. */
export function issueToken(number: string): CardToken {
  const token: CardToken = {
    id: `tok_${crypto.randomUUID().replaceAll('-', '')}`,
    brand: brandOf(number)!,
    last4: number.slice(-4),
    outcome: (TEST_CARDS as Record<string, CardOutcome>)[number] ?? 'success',
    createdAt: Date.now(),
    used: false,
  };
  tokens.set(token.id, token);
  return token;
}

/** The token a charge names, or why it cannot be used (the provider's clock: real time). */
export function findToken(id: unknown): CardToken | { error: ErrorCode } {
  if (id === undefined || id === null || id === '') return { error: 'card_token__required' };
  const token = typeof id === 'string' ? tokens.get(id) : undefined;
  if (!token || Date.now() - token.createdAt > TOKEN_TTL_MS)
    return { error: 'card_token__invalid' };
  if (token.used) return { error: 'card_token__used' };
  return token;
}

/** Marks a token used by a charge: it can never be charged again. */
export function spendToken(id: string): void {
  const token = tokens.get(id);
  if (token) token.used = true;
}
