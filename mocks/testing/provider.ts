// The mock payment provider as a test drives it: card tokens from its token endpoint (what its hosted
// fields do in the browser), and payment bodies that carry only the token.
import { getResponse } from 'msw';
import { PUBLISHABLE_KEY } from '../db/provider/tokens';
import { handlers } from '../handlers';

export const PROVIDER_ORIGIN = 'http://localhost:9090';
export type ProviderToken = { id: string; brand: 'mada' | 'visa' | 'mastercard'; last4: string };

/** Posts a card to the provider's token endpoint; answers its status and body. */
export async function tokenize(
  card: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const response = await getResponse(
    handlers,
    new Request(`${PROVIDER_ORIGIN}/psp/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: PUBLISHABLE_KEY, ...card }),
    }),
  );
  if (!response) throw new Error('the mock provider does not answer /psp/v1/tokens');
  return { status: response.status, body: await response.json() };
}

/** A valid test card's token (the test numbers: mocks/db/provider/tokens.ts). */
export async function cardToken(number: string): Promise<ProviderToken> {
  const answer = await tokenize({
    name: 'MOHAMMED ALQAHTANI',
    number,
    exp_month: 8,
    exp_year: 2099,
    cvc: '123',
  });
  if (answer.status !== 201)
    throw new Error(`card ${number} was not tokenised: ${JSON.stringify(answer.body)}`);
  return answer.body as ProviderToken;
}

/** A payment body for a test card: its token, charged on its network (a mada card as `mada`). */
export async function cardPayment(number: string): Promise<{ method: string; card_token: string }> {
  const token = await cardToken(number);
  return { method: token.brand === 'mada' ? 'mada' : 'visa_master', card_token: token.id };
}
