import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@generated/model';
import ar from '@/i18n/locales/ar/errors.json';
import en from '@/i18n/locales/en/errors.json';
import { errorCodeId } from './code-ids';
import { errorCodeMessages } from './code-messages';

const arabic: Record<string, string> = ar;
const english: Record<string, string> = en;
const codes = Object.values(ErrorCode);
const messageIds = new Set(Object.keys(english));

describe('errorCodeMessages', () => {
  it('has a message for every code of the contract: the id the page derives (./code-ids.ts)', () => {
    expect(Object.keys(errorCodeMessages).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(errorCodeMessages[code].id, code).toBe(errorCodeId(code));
    expect(errorCodeId('email__invalid')).toBe('errors.code.email__invalid');
    expect(errorCodeId('price_to__required')).toBe('errors.code.price_from__required');
  });

  it('has English and real Arabic for every code', () => {
    for (const code of codes) {
      const id = errorCodeMessages[code].id!;
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
    const ids = new Set(group.map((code) => errorCodeMessages[code as ErrorCode].id));
    expect([...ids]).toEqual(['errors.code.otp__invalid']);
    expect(arabic['errors.code.otp__invalid']).toMatch(/[\u0621-\u064A]{3}/);
  });

  it('says what is wrong with a budget: a bound missing, outside the range, or reversed', () => {
    expect(errorCodeMessages.price_to__required).toBe(errorCodeMessages.price_from__required);
    expect(errorCodeMessages.price_to__invalid).toBe(errorCodeMessages.price_from__invalid);
    const ids = new Set(
      [
        'price_from__required',
        'price_from__invalid',
        'price_to__below_from',
        'price_range__required',
      ].map((code) => errorCodeMessages[code as ErrorCode].id),
    );
    expect(ids.size).toBe(4);
  });

  it('has a message only for the codes of the contract, so any other string is unknown', () => {
    const known = (code: string) => messageIds.has(errorCodeId(code));
    expect(known('email__invalid')).toBe(true);
    expect(known('constructor')).toBe(false);
    expect(known('__proto__')).toBe(false);
    expect(known('email__weird')).toBe(false);
    const codeIds = [...messageIds].filter((id) => id.startsWith('errors.code.'));
    expect(codeIds.sort()).toEqual([...new Set(codes.map(errorCodeId))].sort());
  });
});
