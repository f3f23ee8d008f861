import { isSaudiMobile, normalizeMobile } from '../input/saudi-mobile';
import { safeApiUrl } from './safe-url';

/** A phone as the dialler reads it (`tel:+966551234567`), or undefined when it has no digits. */
export function telHref(phone: string | undefined): string | undefined {
  const number = normalizeMobile(phone ?? '').replace(/[^\d+]/g, '');
  if (!/\d{5,}/.test(number)) return undefined;
  const international = /^05\d{8}$/.test(number) ? `+966${number.slice(1)}` : number;
  return `tel:${international}`;
}

/**
 * WhatsApp's click-to-chat link for a Saudi mobile (`<base>/966551234567`), from the configured base
 * (web-app-config's `whatsapp_url`, checked as an API URL); none for a landline or without a base.
 */
export function whatsAppHref(
  base: string | undefined,
  phone: string | undefined,
  text?: string,
): string | undefined {
  const origin = safeApiUrl(base)?.replace(/\/+$/, '');
  const number = normalizeMobile(phone ?? '');
  if (!origin || !isSaudiMobile(number)) return undefined;
  const digits = `966${number.replace(/^(\+?966|0)/, '')}`;
  return `${origin}/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
