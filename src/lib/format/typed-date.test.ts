import { describe, expect, it } from 'vitest';
import { switchCalendar, typedDateIso } from './typed-date';

describe('typedDateIso', () => {
  it('sends a Gregorian ISO date for either calendar', () => {
    expect(typedDateIso({ calendar: 'gregorian', day: '14', month: '5', year: '1990' })).toBe(
      '1990-05-14',
    );
    expect(typedDateIso({ calendar: 'hijri', day: '19', month: '10', year: '1410' })).toBe(
      '1990-05-14',
    );
    expect(typedDateIso({ calendar: 'hijri', day: '١٩', month: '١٠', year: '١٤١٠' })).toBe(
      '1990-05-14',
    );
  });
});

describe('switchCalendar', () => {
  it('converts a complete date and keeps an incomplete one', () => {
    expect(
      switchCalendar({ calendar: 'gregorian', day: '14', month: '5', year: '1990' }, 'hijri'),
    ).toEqual({ calendar: 'hijri', day: '19', month: '10', year: '1410' });
    expect(switchCalendar({ calendar: 'gregorian', day: '14' }, 'hijri')).toEqual({
      calendar: 'hijri',
      day: '14',
    });
  });
});
