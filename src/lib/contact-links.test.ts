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

  it('opens WhatsApp for a mobile only, with an optional message', () => {
    expect(whatsAppHref('0551234567')).toBe('https://wa.me/966551234567');
    expect(whatsAppHref('00966551234567', 'Unit 501')).toBe(
      'https://wa.me/966551234567?text=Unit%20501',
    );
    expect(whatsAppHref('920012345')).toBeUndefined();
    expect(whatsAppHref(undefined)).toBeUndefined();
  });
});
