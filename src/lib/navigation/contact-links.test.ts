import { describe, expect, it } from 'vitest';
import { telHref, whatsAppHref } from './contact-links';

describe('contact links', () => {
  it('dials Saudi mobiles and landlines in international form', () => {
    expect(telHref('0551234567')).toBe('tel:+966551234567');
    expect(telHref('+966551234567')).toBe('tel:+966551234567');
    expect(telHref('٠٥٥١٢٣٤٥٦٧')).toBe('tel:+966551234567');
    expect(telHref('920012345')).toBe('tel:920012345');
    expect(telHref('')).toBeUndefined();
    expect(telHref('javascript:alert(1)')).toBeUndefined();
  });

  it('opens WhatsApp from the configured base, for a mobile only, with an optional message', () => {
    const base = 'https://wa.example/';
    expect(whatsAppHref(base, '0551234567')).toBe('https://wa.example/966551234567');
    expect(whatsAppHref(base, '00966551234567', 'Unit 501')).toBe(
      'https://wa.example/966551234567?text=Unit%20501',
    );
    expect(whatsAppHref(base, '920012345')).toBeUndefined();
    expect(whatsAppHref(base, undefined)).toBeUndefined();
  });

  it('offers no WhatsApp link without a base, or with one that is not https', () => {
    expect(whatsAppHref(undefined, '0551234567')).toBeUndefined();
    expect(whatsAppHref('javascript:alert(1)//', '0551234567')).toBeUndefined();
    expect(whatsAppHref('http://wa.example', '0551234567')).toBeUndefined();
  });
});
