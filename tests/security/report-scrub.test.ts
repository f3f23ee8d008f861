// Attack: personal data leaving the customer's browser inside an error report or a field-data report.
// Every kind the scrubber must remove (national IDs, Saudi mobile numbers in every writing, e-mail
// addresses, card-like numbers, IBANs, tokens and queries in addresses), in Arabic and English text,
// in addresses and in stack frames; none may come out, in any digits, and what is not personal stays.
import { describe, expect, it } from 'vitest';
import { toLatinDigits } from '@/lib/input/digits';
import { scrub } from '@/lib/field-reports/scrub';

const toArabicIndic = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
const toPersian = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

/** The personal values, each as a customer or a server may write it. */
const PERSONAL: Record<string, string[]> = {
  'national ID': ['1012345678', '2087654321'],
  'Saudi mobile': [
    '0501234567',
    '050 123 4567',
    '050-123-4567',
    '+966501234567',
    '+966 50 123 4567',
    '+966-50-123-4567',
    '966501234567',
    '00966501234567',
    '9665 0123 4567',
  ],
  'e-mail': [
    'mohammed.alqahtani@example.com',
    'nora+offers@mail.example.sa',
    'a_b-c@sub.example.co',
  ],
  'card-like number': [
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '5500000000000004',
    '378282246310005',
    '6011000990139424',
    '4000000000003220',
    '1234567890123', // 13 digits, no Luhn
    '1234 5678 9012 3456 789', // 19 digits, no Luhn
  ],
  IBAN: ['SA0380000000608010167519', 'SA03 8000 0000 6080 1016 7519', 'sa0380000000608010167519'],
};

const ALL = Object.entries(PERSONAL).flatMap(([kind, values]) =>
  values.flatMap((value) => [
    { kind, value, written: value },
    ...(/[0-9]/.test(value)
      ? [
          { kind, value, written: toArabicIndic(value) },
          { kind, value, written: toPersian(value) },
        ]
      : []),
  ]),
);

/** Each value's own digits (in any writing) and its letters must be gone from the output. */
function leaked(output: string, value: string): boolean {
  const latin = toLatinDigits(output);
  const digits = value.replace(/\D/g, '');
  if (digits.length >= 6 && latin.replace(/[\s-]/g, '').includes(digits)) return true;
  if (/@/.test(value) && latin.toLowerCase().includes(value.toLowerCase().split('@')[0]!))
    return true;
  return latin.toLowerCase().includes(value.toLowerCase());
}

const CONTEXTS: Array<[string, (value: string) => string]> = [
  ['English text', (v) => `Payment failed for customer ${v}, please retry`],
  ['Arabic text', (v) => `تعذّر إرسال الطلب للعميل ${v} لأن الخادم لم يرد`],
  ['Arabic text without spaces', (v) => `رقم:${v}،انتهى`],
  [
    'an address query',
    (v) => `https://www.example.com/sign-in?from=%2Faccount&login=${encodeURIComponent(v)}`,
  ],
  ['an address fragment', (v) => `/units/1036#contact=${encodeURIComponent(v)}`],
  [
    'an address path',
    (v) => `GET https://www.example.com/customer/api/v1/lookup/${encodeURIComponent(v)}/ 404`,
  ],
  [
    'a stack frame',
    (v) =>
      `Error: ${v} not allowed\n    at submit (https://www.example.com/assets/checkout-BvK1x2aQ.js:1:2345)\n    at https://www.example.com/units/1036?phone=${encodeURIComponent(v)}:3:14`,
  ],
  ['a Safari stack frame', (v) => `send@https://www.example.com/assets/index-D4f9.js:2:99\n${v}@`],
];

describe('scrub: no personal value comes out', () => {
  for (const [context, wrap] of CONTEXTS) {
    it.each(ALL.map((item) => [item.kind, item.written, item.value]))(
      `${context}: %s %s`,
      (_kind, written, value) => {
        const output = scrub(wrap(written));
        expect(leaked(output, value), output).toBe(false);
      },
    );
  }
});

describe('scrub: tokens and queries in addresses', () => {
  it.each([
    [
      'a query string',
      'https://www.example.com/email-confirmation?token=9f8e7d6c5b4a39281706f5e4d3c2b1a0&lang=ar',
      ['9f8e7d6c5b4a', 'token=', 'lang='],
    ],
    [
      'a fragment',
      'https://www.example.com/account#access_token=abcDEF123456ghiJKL',
      ['abcDEF123456'],
    ],
    [
      'a token in a path segment',
      'https://www.example.com/reset/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA/confirm',
      ['Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA'],
    ],
    [
      'a UUID in a path segment',
      '/customer/api/v1/sessions/3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b/end',
      ['3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b'],
    ],
    [
      'a JWT in text',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDEyMzQ1Njc4In0.c2lnbmF0dXJl refused',
      ['eyJhbGciOiJIUzI1NiJ9', 'eyJzdWIi'],
    ],
    [
      'a relative address with a query',
      'Failed to load /sign-in?from=/account/privacy&otp=123456',
      ['otp=', '123456'],
    ],
    ['an id in a page address', 'https://www.example.com/account/reservations/48213', ['48213']],
  ])('%s', (_name, input, gone) => {
    const output = scrub(input);
    for (const part of gone) expect(output, output).not.toContain(part);
  });
});

describe('scrub: what is not personal stays', () => {
  it('keeps the message, the functions and the build files with their lines and columns', () => {
    const stack =
      "TypeError: Cannot read properties of undefined (reading 'price')\n" +
      '    at Ve (https://www.example.com/assets/record-unit-BvK1x2aQ.js:1:2345)\n' +
      '    at https://www.example.com/assets/index-D4f9a0Zq.js:12:60123';
    expect(scrub(stack)).toBe(stack);
  });

  it('keeps a Firefox or Safari frame', () => {
    const frame = 'render@https://www.example.com/assets/home-C1d2E3f4.js:3:14';
    expect(scrub(frame)).toBe(frame);
  });

  it('keeps short numbers: amounts, statuses, years', () => {
    const text = 'Request failed with status code 503 after 3 tries in 2026 (SAR 1,250,000)';
    expect(scrub(text)).toBe(text);
  });

  it('keeps a page address as its path pattern: ids replaced, the query and the fragment gone', () => {
    expect(scrub('https://www.example.com/en/units/1036?tab=plans#gallery')).toBe(
      'https://www.example.com/en/units/:id',
    );
  });

  it('keeps Arabic text', () => {
    expect(scrub('تعذّر تحميل الصفحة')).toBe('تعذّر تحميل الصفحة');
  });
});
