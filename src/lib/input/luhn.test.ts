import { describe, expect, it } from 'vitest';
import { passesLuhn, withLuhnDigit } from './luhn';

describe('the Luhn check', () => {
  it('accepts card numbers and IDs with a right check digit', () => {
    for (const digits of ['4111111111111111', '5297412542005689', '1000000008', '2000000006'])
      expect(passesLuhn(digits), digits).toBe(true);
  });

  it('refuses a wrong check digit, and anything that is not digits', () => {
    for (const digits of ['4111111111111112', '1000000009', '', '4111 1111 1111 1111', '١٠٠'])
      expect(passesLuhn(digits), digits).toBe(false);
  });

  it('completes a number with its check digit', () => {
    expect(withLuhnDigit('100000000')).toBe('1000000008');
    expect(withLuhnDigit('411111111111111')).toBe('4111111111111111');
    expect(() => withLuhnDigit('12a')).toThrow();
  });
});
