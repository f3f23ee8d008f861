import { describe, expect, it } from 'vitest';
import { bidiRuns } from './bidi-runs';

describe('bidiRuns', () => {
  it('keeps Latin words and digits together in their order inside an Arabic line', () => {
    expect(bidiRuns('الحجز RSV-2025-000381 (مؤكد)', true)).toEqual([
      { text: 'الحجز', rtl: true },
      { text: 'RSV-2025-000381', rtl: false },
      { text: '(مؤكد)', rtl: true },
    ]);
    expect(bidiRuns('الاسم: Sara Alqahtani', true).map(({ text }) => text)).toEqual([
      'الاسم:',
      'Sara Alqahtani',
    ]);
  });

  it('groups Arabic words of an English line, last word first (drawn left to right)', () => {
    expect(bidiRuns('Full name: عبدالله محمد', false)).toEqual([
      { text: 'Full', rtl: false },
      { text: 'name:', rtl: false },
      { text: 'محمد عبدالله', rtl: true },
    ]);
  });
});
