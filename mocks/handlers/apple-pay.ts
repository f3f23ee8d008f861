import type { ApplePayMerchantSession } from '../../generated/model';
import { clock, minutes } from '../lib/clock';
import { fail, json, randomToken, readJson } from '../lib/http';
import { customerApi } from '../lib/with-customer';

/**
 * Apple Pay merchant validation, as a provider's backend does it: the sheet's `validationURL` must be an
 * https host of apple.com; the answer is a well-formed fake merchant session for the calling site's
 * domain, valid 5 minutes. A validation URL whose path ends in `/fail` stands for Apple refusing (502).
 */
const APPLE_HOST = /^([a-z0-9-]+\.)*apple\.com$/;
const MERCHANT_HASH = '3F1C2B8E5D7A9F0E4C6B1A3D5F7E9C0B2A4D6F8E1C3B5A7D9F0E2C4B6A8D0F1E';

function appleUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && APPLE_HOST.test(url.hostname) && !url.username
      ? url
      : undefined;
  } catch {
    return undefined;
  }
}

function domainOf(request: Request): string {
  const origin = request.headers.get('origin');
  try {
    return origin ? new URL(origin).hostname : new URL(request.url).hostname;
  } catch {
    return new URL(request.url).hostname;
  }
}

export const applePayHandlers = [
  customerApi.post('/customer/api/v1/apple-pay/merchant-session', async ({ request }) => {
    const body = await readJson<{ validation_url?: unknown }>(request);
    const url = appleUrl(body.validation_url);
    if (!url) return fail(400, ['apple_pay_validation_url__invalid']);
    if (url.pathname.endsWith('/fail')) return fail(502, ['apple_pay__merchant_validation_failed']);
    const now = clock.now();
    const session: ApplePayMerchantSession = {
      epochTimestamp: now,
      expiresAt: now + minutes(5),
      merchantSessionIdentifier: `SSH${randomToken().toUpperCase()}_${MERCHANT_HASH}`,
      nonce: randomToken().slice(0, 8),
      merchantIdentifier: MERCHANT_HASH,
      domainName: domainOf(request),
      displayName: 'Baitak',
      signature: btoa(`mock-apple-signature:${randomToken()}`),
      operationalAnalyticsIdentifier: `Baitak:${MERCHANT_HASH}`,
      retries: 0,
      pspId: MERCHANT_HASH,
    };
    return json(session);
  }),
];
