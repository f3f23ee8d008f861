import { describe, expect, it } from 'vitest';
import { matches, searchable } from './search';

describe('FAQ search', () => {
  it('matches every word in any order, ignoring case', () => {
    expect(matches('How do I reserve a unit?', 'UNIT reserve')).toBe(true);
    expect(matches('How do I reserve a unit?', 'reserve villa')).toBe(false);
    expect(matches('anything', '   ')).toBe(true);
  });

  it('reads Arabic letter forms, diacritics and digits as people type them', () => {
    expect(searchable('أَسْئِلَةٌ')).toBe('اسئله');
    expect(matches('كيف أنشئ حسابًا؟', 'انشئ حساب')).toBe(true);
    expect(matches('خلال 24 ساعة', '٢٤ ساعه')).toBe(true);
    expect(matches('على مستوى', 'علي')).toBe(true);
  });
});
