import { http, HttpResponse } from 'msw';
import { PUBLISHABLE_KEY, checkCard, issueToken, type CardInput } from '../db/provider/tokens';
import { fieldsPage, type FieldsLang } from './provider-fields-page';

/**
 * The mock payment provider (not part of our contract): its hosted card fields and its token endpoint,
 * under /psp/v1/ on the standalone mock's port. The checkout reaches it on another origin
 * (web-app-config `payment_provider.fields_url`, docs/deployment.md, "The payment provider"); the app's own server never
 * proxies /psp/, so card data cannot be sent to the app's origin by mistake.
 */
export const PROVIDER_PATH = '/psp/v1';

/** The merchant origins the mock key is registered for: local servers and reserved test hosts. */
const PARENT =
  /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?|https:\/\/[a-z0-9.-]+\.example(:\d{1,5})?)$/;

export function isRegisteredParent(origin: string | null): origin is string {
  return origin !== null && PARENT.test(origin);
}

const refuse = (status: number, text: string) =>
  new HttpResponse(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export const providerHandlers = [
  http.get(`*${PROVIDER_PATH}/fields`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const parent = params.get('parent');
    if (params.get('key') !== PUBLISHABLE_KEY) return refuse(401, 'Unknown publishable key');
    if (!isRegisteredParent(parent)) return refuse(403, 'This site may not frame the card fields');
    const lang: FieldsLang = params.get('lang') === 'en' ? 'en' : 'ar';
    const nonce = crypto.randomUUID().replaceAll('-', '');
    return HttpResponse.html(fieldsPage(parent, PUBLISHABLE_KEY, lang, nonce), {
      headers: {
        'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors ${parent}`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  }),

  http.post(`*${PROVIDER_PATH}/tokens`, async ({ request }) => {
    let card: CardInput = {};
    try {
      const body: unknown = await request.json();
      if (body && typeof body === 'object') card = body as CardInput;
    } catch {
      // an empty card
    }
    if (card.key !== PUBLISHABLE_KEY)
      return HttpResponse.json({ errors: ['key__invalid'] }, { status: 401 });
    const errors = checkCard(card, Date.now());
    if (errors.length > 0) return HttpResponse.json({ errors }, { status: 400 });
    const token = issueToken(card.number as string);
    return HttpResponse.json(
      { id: token.id, brand: token.brand, last4: token.last4 },
      { status: 201, headers: { 'cache-control': 'no-store' } },
    );
  }),
];
