import { describe, expect, it } from 'vitest';
import { fullNameError } from '@/lib/input/full-name';
import { validateProfile } from './profile';

describe('validateProfile', () => {
  it('requires every field with the server codes', () => {
    expect(validateProfile({})).toEqual({
      full_name: 'full_name__required',
      email: 'email__required',
      nationality: 'nationality__required',
      marital_status: 'marital_status__required',
      residence_city_id: 'residence_city__required',
    });
  });

  it('checks the full name and email', () => {
    expect(fullNameError('سارة عبدالله')).toBeUndefined();
    expect(fullNameError("Sara O'Neil-Q.")).toBeUndefined();
    expect(fullNameError('Sa')).toBe('full_name__invalid');
    expect(fullNameError('Sara 2')).toBe('full_name__invalid');
    const values = {
      full_name: 'Sara Alqahtani',
      email: 'sara@',
      nationality: 'SAU',
      marital_status: 'single',
      residence_city_id: '1',
    };
    expect(validateProfile(values)).toEqual({ email: 'email__invalid' });
    expect(validateProfile({ ...values, email: 'sara@example.com' })).toEqual({});
  });
});
