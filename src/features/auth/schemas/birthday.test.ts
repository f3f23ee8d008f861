import { describe, expect, it } from 'vitest';
import { birthdayError } from './birthday';

const today = new Date(2025, 2, 2); // 2 March 2025, local

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
