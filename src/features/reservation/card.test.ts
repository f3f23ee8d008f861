import { describe, expect, it } from 'vitest';
import { isValidCardholderName, normalizeCardholderName, validateCard } from './card';

describe('cardholder name', () => {
  it('accepts Latin letters and spaces as printed on the card', () => {
    expect(isValidCardholderName('MOHAMMED ALQAHTANI')).toBe(true);
    expect(isValidCardholderName('  mohammed   alqahtani ')).toBe(true);
    expect(isValidCardholderName('محمد القحطاني')).toBe(false);
    expect(isValidCardholderName('M')).toBe(false);
    expect(isValidCardholderName('JOHN 4111')).toBe(false);
  });

  it('collapses spaces', () => {
    expect(normalizeCardholderName('  A   B ')).toBe('A B');
  });

  it('names the problem with the server code', () => {
    expect(validateCard({})).toEqual({ cardholder_name: 'cardholder_name__required' });
    expect(validateCard({ cardholder_name: 'x1' })).toEqual({
      cardholder_name: 'cardholder_name__invalid',
    });
    expect(validateCard({ cardholder_name: 'SARA ALI' })).toEqual({});
  });
});
