import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  isExpired,
  isValidCardNumber,
  isValidCardholderName,
  parseExpiryYear,
  toPaymentCard,
  validateCard,
} from './card';

const NOW = new Date(2026, 4, 15); // 15 May 2026

describe('card helpers', () => {
  it('checks the length and the Luhn digit', () => {
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111')).toBe(false);
  });

  it('groups digits by four and accepts Arabic-Indic digits', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('٤١١١-١١١١ 11')).toBe('4111 1111 11');
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('abcd')).toBe('');
  });

  it('reads the expiry and knows when a card has expired', () => {
    expect(parseExpiryYear('27')).toBe(2027);
    expect(parseExpiryYear('٢٠٢٨')).toBe(2028);
    expect(parseExpiryYear('3')).toBeUndefined();
    expect(isExpired(5, 2026, NOW)).toBe(false);
    expect(isExpired(4, 2026, NOW)).toBe(true);
    expect(isExpired(1, 2027, NOW)).toBe(false);
  });

  it('accepts Latin cardholder names only', () => {
    expect(isValidCardholderName('Sara Alqahtani')).toBe(true);
    expect(isValidCardholderName('سارة القحطاني')).toBe(false);
    expect(isValidCardholderName('S')).toBe(false);
  });

  it('validates a card in the server words', () => {
    expect(validateCard({}, NOW)).toEqual({
      cardholder_name: 'cardholder_name__required',
      number: 'card_number__required',
      expiry_month: 'card_expiry__invalid',
      expiry_year: 'card_expiry__invalid',
      cvc: 'card_cvc__invalid',
    });
    const card = {
      cardholder_name: ' Sara  Alqahtani ',
      number: '4111 1111 1111 1111',
      expiry_month: '٠٤',
      expiry_year: '26',
      cvc: '123',
    };
    expect(validateCard(card, NOW)).toEqual({ expiry_month: 'card_expiry__expired' });
    expect(validateCard({ ...card, expiry_month: '12' }, NOW)).toEqual({});
    expect(toPaymentCard({ ...card, expiry_month: '12' })).toEqual({
      cardholder_name: 'Sara Alqahtani',
      number: '4111111111111111',
      expiry_month: 12,
      expiry_year: 2026,
      cvc: '123',
    });
  });
});
