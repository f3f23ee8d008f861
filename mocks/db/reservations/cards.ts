import type { ErrorCode, OnlinePaymentMethod, PaymentCreate } from '../../../generated/model';
import { isSitePath } from '../../lib/validate';
import { findToken, type CardOutcome } from '../provider/tokens';

export { TEST_CARDS, type CardOutcome } from '../provider/tokens';

/** Apple Pay: the token `apple-pay-success` succeeds; any other token is `apple_pay_token__invalid`. */
export const APPLE_PAY_SUCCESS_TOKEN = 'apple-pay-success';

/**
 * An Apple Pay token as the page sends it: base64 of the sheet's `paymentData` (`version` EC_v1, `data`,
 * `signature`, `header`). It is charged, except that `data` starting with `decline` is declined (402).
 */
function applePayOutcome(token: unknown): 'success' | 'declined' | undefined {
  if (token === APPLE_PAY_SUCCESS_TOKEN) return 'success';
  if (typeof token !== 'string' || token.length > 20_000) return undefined;
  try {
    const data = JSON.parse(atob(token)) as Record<string, unknown>;
    if (data.version !== 'EC_v1' || typeof data.data !== 'string') return undefined;
    if (typeof data.signature !== 'string' || typeof data.header !== 'object') return undefined;
    return data.data.startsWith('decline') ? 'declined' : 'success';
  } catch {
    return undefined;
  }
}

const ONLINE: readonly string[] = [
  'visa_master',
  'mada',
  'apple_pay',
] satisfies OnlinePaymentMethod[];

/** Names that carry card data: a payment body holding one is refused, and never read further. */
const CARD_DATA =
  /^(card|cards?_?number|number|pan|cvc|cvv|cvv2|csc|expiry(_month|_year)?|exp(_month|_year)?)$/i;

/** Whether a body (at any depth) has a card-data field, or a string that looks like a card number. */
export function carriesCardData(value: unknown, depth = 0): boolean {
  if (depth > 4 || value === null || typeof value !== 'object') {
    return (
      typeof value === 'string' && /(?:\d[ -]?){13,19}/.test(value) && !value.startsWith('tok_')
    );
  }
  return Object.entries(value).some(
    ([name, item]) => CARD_DATA.test(name) || carriesCardData(item, depth + 1),
  );
}

export type CheckedPayment =
  | { errors: ErrorCode[] }
  | { method: OnlinePaymentMethod; outcome: CardOutcome; last4?: string; token?: string };

/** The network a tokenised card must be charged on. */
const methodOfBrand = (brand: string): OnlinePaymentMethod =>
  brand === 'mada' ? 'mada' : 'visa_master';

/**
 * Validates a payment body and finds its card token (spent by the charge: spendToken). Card data is refused before
 * anything else; the provider's token gives the outcome, the network and the last four digits.
 */
export function checkPayment(body: Partial<PaymentCreate>): CheckedPayment {
  if (carriesCardData(body)) return { errors: ['payment__card_data_forbidden'] };
  if (body.return_path !== undefined && !isSitePath(body.return_path))
    return { errors: ['return_path__invalid'] };
  const applePay: unknown = body.apple_pay_token;
  if (
    applePay !== undefined &&
    (typeof applePay !== 'string' || applePay.length === 0 || applePay.length > 10000)
  )
    return { errors: ['apple_pay_token__invalid'] };
  const method = body.method;
  if (typeof method !== 'string' || !ONLINE.includes(method))
    return { errors: ['payment__method_invalid'] };
  if (method === 'apple_pay') {
    const outcome = applePayOutcome(body.apple_pay_token);
    return outcome ? { method, outcome } : { errors: ['apple_pay_token__invalid'] };
  }
  const token = findToken(body.card_token);
  if ('error' in token) return { errors: [token.error] };
  if (methodOfBrand(token.brand) !== method) return { errors: ['payment__method_invalid'] };
  return { method, outcome: token.outcome, last4: token.last4, token: token.id };
}
