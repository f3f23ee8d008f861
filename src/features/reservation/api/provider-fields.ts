import type { ErrorCode } from '@generated/model';
import { ApiError } from '@/lib/http/api-error';

/**
 * The bridge to the payment provider's hosted card fields (web-app-config `payment_provider`). The
 * card is typed in the provider's frame on the provider's origin; this page only asks it for a token
 * and hears back the token, the card's network and its last four digits. Messages are accepted only
 * from that frame's window and the provider's origin (anything else on the page, or another site,
 * cannot forge a token or a brand), and requests go only to that origin.
 */
export type CardBrand = 'mada' | 'visa' | 'mastercard';
export type CardToken = { token: string; brand: CardBrand; last4: string };

type ProviderMessage =
  | { type: 'ready'; height?: number }
  | { type: 'resize'; height?: number }
  | { type: 'brand'; brand: CardBrand | null }
  | { type: 'token'; token: string; brand: CardBrand; last4: string }
  | { type: 'invalid'; errors: string[] }
  | { type: 'error' };

const BRANDS: readonly string[] = ['mada', 'visa', 'mastercard'];
const TOKEN = /^tok_[A-Za-z0-9]{16,64}$/;

/** The frame's address: the provider's page with our key, the language and our origin. */
export function fieldsFrameUrl(fieldsUrl: string, key: string, lang: string): string | undefined {
  try {
    const url = new URL(fieldsUrl);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return undefined;
    url.search = new URLSearchParams({ key, lang, parent: window.location.origin }).toString();
    return url.href;
  } catch {
    return undefined;
  }
}

/** A message from the provider's frame, checked; anything else is undefined. */
export function readProviderMessage(
  event: MessageEvent,
  origin: string,
  frame: Window | null | undefined,
): ProviderMessage | undefined {
  if (event.origin !== origin || !frame || event.source !== frame) return undefined;
  const data = event.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object' || data.source !== 'psp-fields') return undefined;
  switch (data.type) {
    case 'brand':
      return {
        type: 'brand',
        brand: BRANDS.includes(data.brand as string) ? (data.brand as CardBrand) : null,
      };
    case 'token':
      if (typeof data.token !== 'string' || !TOKEN.test(data.token)) return undefined;
      if (!BRANDS.includes(data.brand as string)) return undefined;
      return {
        type: 'token',
        token: data.token,
        brand: data.brand as CardBrand,
        last4: String(data.last4 ?? '').slice(-4),
      };
    case 'invalid':
      return { type: 'invalid', errors: Array.isArray(data.errors) ? data.errors.map(String) : [] };
    case 'ready':
    case 'resize':
      return { type: data.type, height: typeof data.height === 'number' ? data.height : undefined };
    case 'error':
      return { type: 'error' };
    default:
      return undefined;
  }
}

/** Asks the frame for a token of the card typed in it; rejects with the provider's field codes. */
export function requestToken(
  frame: HTMLIFrameElement,
  origin: string,
  cardholderName: string,
): Promise<CardToken> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      const message = readProviderMessage(event, origin, frame.contentWindow);
      if (!message || !['token', 'invalid', 'error'].includes(message.type)) return;
      window.removeEventListener('message', onMessage);
      if (message.type === 'token') resolve(message);
      else if (message.type === 'invalid') reject(new ApiError(400, message.errors as ErrorCode[]));
      else reject(new ApiError(null, ['payment__technical_error']));
    };
    window.addEventListener('message', onMessage);
    frame.contentWindow?.postMessage({ type: 'tokenize', name: cardholderName }, origin);
  });
}

/**
 * Empties the provider's fields (after a charge, or a refusal that needs the card again); with
 * `focus`, the frame then puts the cursor in the card number, where typing the card again starts.
 */
export function clearProviderFields(
  frame: HTMLIFrameElement | null,
  origin: string,
  focus?: 'number',
): void {
  frame?.contentWindow?.postMessage(focus ? { type: 'clear', focus } : { type: 'clear' }, origin);
}

/** The contract's method for a card network: a mada card is charged as mada. */
export const methodOfBrand = (brand: CardBrand): 'mada' | 'visa_master' =>
  brand === 'mada' ? 'mada' : 'visa_master';
