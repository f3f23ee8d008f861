import { isSaudiMobile, normalizeMobile } from './saudi-mobile';

/** A phone as the dialler reads it (`tel:+966551234567`), or undefined when it has no digits. */
export function telHref(phone: string | undefined): string | undefined {
  const number = normalizeMobile(phone ?? '').replace(/[^\d+]/g, '');
  if (!/\d{5,}/.test(number)) return undefined;
  const international = /^05\d{8}$/.test(number) ? `+966${number.slice(1)}` : number;
  return `tel:${international}`;
}

/** WhatsApp's deep link for a Saudi mobile (`https://wa.me/966551234567`); landlines have none. */
export function whatsAppHref(phone: string | undefined, text?: string): string | undefined {
  const number = normalizeMobile(phone ?? '');
  if (!isSaudiMobile(number)) return undefined;
  const digits = `966${number.replace(/^(\+?966|0)/, '')}`;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
