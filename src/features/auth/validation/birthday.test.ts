import { describe, expect, it } from 'vitest';
import { birthdayError, birthdayIso, switchCalendar } from './birthday';

const today = new Date(2025, 2, 2); // 2 March 2025, local

describe('birthdayIso', () => {
  it('sends a Gregorian ISO date for either calendar', () => {
    expect(birthdayIso({ calendar: 'gregorian', day: '14', month: '5', year: '1990' })).toBe(
      '1990-05-14',
    );
    expect(birthdayIso({ calendar: 'hijri', day: '19', month: '10', year: '1410' })).toBe(
      '1990-05-14',
    );
    expect(birthdayIso({ calendar: 'hijri', day: '١٩', month: '١٠', year: '١٤١٠' })).toBe(
      '1990-05-14',
    );
  });
});

describe('birthdayError', () => {
  it('answers required, invalid and underage like the server', () => {
    expect(birthdayError(undefined, today)).toBe('birthday__required');
    expect(birthdayError({ calendar: 'hijri' }, today)).toBe('birthday__required');
    expect(
      birthdayError({ calendar: 'gregorian', day: '31', month: '4', year: '1990' }, today),
    ).toBe('birthday__invalid');
    expect(birthdayError({ calendar: 'gregorian', day: '1', month: '1', year: '' }, today)).toBe(
      'birthday__invalid',
    );
    expect(
      birthdayError({ calendar: 'gregorian', day: '1', month: '1', year: '2030' }, today),
    ).toBe('birthday__invalid');
    expect(
      birthdayError({ calendar: 'gregorian', day: '3', month: '3', year: '2007' }, today),
    ).toBe('birthday__underage');
    expect(
      birthdayError({ calendar: 'gregorian', day: '2', month: '3', year: '2007' }, today),
    ).toBeUndefined();
    expect(
      birthdayError({ calendar: 'hijri', day: '1', month: '1', year: '1400' }, today),
    ).toBeUndefined();
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
