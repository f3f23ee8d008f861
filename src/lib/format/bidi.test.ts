import { describe, expect, it } from 'vitest';
import { isolateIdentifiersIn, splitIdentifiers } from './bidi';

describe('splitIdentifiers', () => {
  it('finds references, IBAN groups, phones and amounts in an Arabic sentence, in order', () => {
    const text =
      'تم استلام طلبك FR-2025-000318. حوّل إلى SA0380000000608010167519 أو اتصل على +966551234567 بمبلغ 1,250,000 ريال.';
    const ids = splitIdentifiers(text)
      .filter((part) => part.identifier)
      .map((part) => part.text);
    expect(ids).toEqual([
      'FR-2025-000318',
      'SA0380000000608010167519',
      '+966551234567',
      '1,250,000',
    ]);
    expect(
      splitIdentifiers(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('leaves short numbers and words alone', () => {
    expect(splitIdentifiers('لديك 3 عروض').every((part) => !part.identifier)).toBe(true);
  });
});

describe('isolateIdentifiersIn', () => {
  it('wraps each identifier in a left-to-right bdi and keeps the rest', () => {
    const root = document.createElement('p');
    root.innerHTML = 'طلبك <b>رقم FR-2025-000318</b> جاهز.';
    isolateIdentifiersIn(root);
    expect(root.innerHTML).toBe(
      'طلبك <b>رقم <bdi dir="ltr" class="ltr-id">FR-2025-000318</bdi></b> جاهز.',
    );
  });
});
