import { describe, expect, it } from 'vitest';
import { isValidNationalId, nationalIdError } from './national-id';

describe('isValidNationalId', () => {
  it('accepts IDs and iqama numbers with a right check digit', () => {
    for (const id of ['1000000008', '1000000016', '1000000065', '2000000006', '1012345672']) {
      expect(isValidNationalId(id), id).toBe(true);
    }
  });

  it('refuses a wrong check digit, another first digit or another length', () => {
    for (const id of [
      '1000000009',
      '1012345678',
      '3000000004',
      '0000000000',
      '100000000',
      '10000000080',
    ]) {
      expect(isValidNationalId(id), id).toBe(false);
    }
  });
});

describe('nationalIdError', () => {
  it('answers the server codes', () => {
    expect(nationalIdError('')).toBe('national_id__required');
    expect(nationalIdError(undefined)).toBe('national_id__required');
    expect(nationalIdError('1000000009')).toBe('national_id__invalid');
    expect(nationalIdError('12345')).toBe('national_id__invalid');
    expect(nationalIdError('1000000008')).toBeUndefined();
  });

  it('reads Arabic-Indic digits and ignores spaces', () => {
    expect(nationalIdError('١٠٠٠٠٠٠٠٠٨')).toBeUndefined();
    expect(nationalIdError('1000 000 008')).toBeUndefined();
  });
});
