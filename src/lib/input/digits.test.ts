import { describe, expect, it } from 'vitest';
import { digitsOnly, parseAmount, toLatinDigits } from './digits';

describe('digits', () => {
  it('turns Arabic-Indic and extended Arabic-Indic digits into Latin digits', () => {
    expect(toLatinDigits('٠٥٠٠٠٠٠٠٠١')).toBe('0500000001');
    expect(toLatinDigits('۱۲۳۴')).toBe('1234');
    expect(toLatinDigits('abc 12')).toBe('abc 12');
  });

  it('keeps only digits of a phone, ID or code', () => {
    expect(digitsOnly('٠٥٠ ٠٠٠-٠٠٠١')).toBe('0500000001');
    expect(digitsOnly(' 1 2 3 4 ')).toBe('1234');
  });

  it('reads amounts with separators in either digit style', () => {
    expect(parseAmount('1,250,000')).toBe(1250000);
    expect(parseAmount('١٬٢٥٠٬٠٠٠')).toBe(1250000);
    expect(parseAmount('١٢٥٠٫٥')).toBe(1250.5);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('12a')).toBeUndefined();
  });
});
