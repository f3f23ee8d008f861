import { describe, expect, it } from 'vitest';
import { formatInCalendar, monthNames } from './calendar-names';

describe('calendar names', () => {
  it('names the Hijri and Gregorian months in both languages', () => {
    expect(monthNames('hijri', 'en-SA')[0]).toMatch(/Muharram/);
    expect(monthNames('hijri', 'en-SA')[8]).toMatch(/Ramadan/);
    expect(monthNames('hijri', 'ar-SA-u-nu-latn')[8]).toMatch(/رمضان/);
    expect(monthNames('gregorian', 'en-SA')[4]).toBe('May');
    expect(monthNames('gregorian', 'ar-SA-u-nu-latn')).toHaveLength(12);
  });

  it('writes a day in the other calendar', () => {
    const day = new Date(Date.UTC(1990, 4, 14));
    const hijri = formatInCalendar(day, 'hijri', 'en-SA');
    expect(hijri).toMatch(/Shawwal/);
    expect(hijri).toMatch(/\b19\b/);
    expect(hijri).toMatch(/1410/);
    expect(formatInCalendar(day, 'gregorian', 'en-SA')).toMatch(/14 May 1990|May 14, 1990/);
  });
});
