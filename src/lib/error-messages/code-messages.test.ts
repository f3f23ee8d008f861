import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@generated/model';
import ar from '@/i18n/locales/ar/errors.json';
import en from '@/i18n/locales/en/errors.json';
import { errorCodeMessages, isKnownErrorCode } from './code-messages';

const arabic: Record<string, string> = ar;
const english: Record<string, string> = en;
const codes = Object.values(ErrorCode);

describe('errorCodeMessages', () => {
  it('has a message with the id errors.code.<code> for every code of the contract', () => {
    expect(Object.keys(errorCodeMessages).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(errorCodeMessages[code].id).toBe(`errors.code.${code}`);
  });

  it('has English and real Arabic for every code', () => {
    for (const code of codes) {
      const id = `errors.code.${code}`;
      expect(english[id], id).toBe(errorCodeMessages[code].defaultMessage);
      expect(arabic[id], id).toMatch(/[\u0621-\u064A]{3}/);
      expect(arabic[id], id).not.toBe(english[id]);
    }
  });

  it('reads the one-time-code codes as the invalid-code message (spec section 8)', () => {
    const group = [
      'otp__required',
      'yakeen_otp__required',
      'otp__invalid',
      'otp__not_found',
      'bad_credentials',
    ];
    for (const catalogue of [arabic, english]) {
      const texts = new Set(group.map((code) => catalogue[`errors.code.${code}`]));
      expect(texts.size).toBe(1);
    }
  });

  it('shows the price-range-required message for the price_from and price_to codes', () => {
    const group = [
      'price_from__required',
      'price_from__invalid',
      'price_to__required',
      'price_to__invalid',
    ];
    for (const catalogue of [arabic, english]) {
      for (const code of group) {
        expect(catalogue[`errors.code.${code}`]).toBe(
          catalogue['errors.code.price_range__required'],
        );
      }
    }
  });

  it('tells a known code from any other string', () => {
    expect(isKnownErrorCode('email__invalid')).toBe(true);
    expect(isKnownErrorCode('constructor')).toBe(false);
    expect(isKnownErrorCode('email__weird')).toBe(false);
  });
});
