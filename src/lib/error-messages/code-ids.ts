/**
 * Codes the customer acts on alike share the message of another code (one id per meaning); every
 * other code's message is `errors.code.<code>`. The page derives a code's id from these, so the
 * descriptors of every code (./code-messages.ts, the typed home of the texts) stay out of the
 * pages' code; code-messages.test.ts checks that both agree for every code of the contract.
 */
const SHARED: Readonly<Partial<Record<string, string>>> = {
  bad_credentials: 'otp__invalid',
  otp__not_found: 'otp__invalid',
  otp__required: 'otp__invalid',
  yakeen_otp__required: 'otp__invalid',
  price_to__invalid: 'price_from__invalid',
  price_to__required: 'price_from__required',
};

export const errorCodeId = (code: string): string =>
  `errors.code.${Object.hasOwn(SHARED, code) ? SHARED[code] : code}`;
