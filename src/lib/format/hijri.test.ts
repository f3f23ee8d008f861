import { describe, expect, it } from 'vitest';
import { fromGregorian, fromHijri, toHijri, toIsoDate } from './hijri';

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

describe('Umm al-Qura conversion', () => {
  it('converts Gregorian to Hijri', () => {
    expect(toHijri(utc(1990, 5, 14))).toEqual({ year: 1410, month: 10, day: 19 });
    expect(toHijri(utc(2024, 3, 11))).toEqual({ year: 1445, month: 9, day: 1 });
  });

  it('converts Hijri to Gregorian', () => {
    expect(toIsoDate(fromHijri({ year: 1410, month: 10, day: 19 })!)).toBe('1990-05-14');
    expect(toIsoDate(fromHijri({ year: 1445, month: 9, day: 1 })!)).toBe('2024-03-11');
    expect(toIsoDate(fromHijri({ year: 1400, month: 1, day: 1 })!)).toBe('1979-11-21');
  });

  it('round-trips every day of several years', () => {
    for (
      let time = utc(1960, 1, 1).getTime();
      time < utc(1966, 1, 1).getTime();
      time += 86_400_000
    ) {
      const date = new Date(time);
      expect(fromHijri(toHijri(date))?.getTime()).toBe(time);
    }
  });

  it('refuses dates that do not exist', () => {
    const shortMonth = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find(
      (month) => fromHijri({ year: 1445, month, day: 30 }) === undefined,
    );
    expect(shortMonth).toBeDefined();
    expect(fromHijri({ year: 1445, month: 13, day: 1 })).toBeUndefined();
    expect(fromHijri({ year: 1445, month: 1, day: 31 })).toBeUndefined();
    expect(fromHijri({ year: 900, month: 1, day: 1 })).toBeUndefined();
    expect(fromGregorian({ year: 2023, month: 2, day: 29 })).toBeUndefined();
    expect(fromGregorian({ year: 2024, month: 2, day: 29 })).toEqual(utc(2024, 2, 29));
  });
});
