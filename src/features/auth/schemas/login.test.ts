import { describe, expect, it } from 'vitest';
import { loginError, maskLogin, normalizeLogin } from './login';

describe('loginError', () => {
  it('accepts a Saudi mobile number or a valid national ID', () => {
    expect(loginError('0500000001')).toBeUndefined();
    expect(loginError('1000000008')).toBeUndefined();
    expect(loginError('٢٠٠٠٠٠٠٠٠٦')).toBeUndefined();
  });

  it('answers the sign-in codes', () => {
    expect(loginError('  ')).toBe('phone_number__required');
    expect(loginError('1000000009')).toBe('national_id__invalid');
    expect(loginError('12345')).toBe('phone_number__invalid');
    expect(loginError('+971501234567')).toBe('phone_number__invalid');
  });

  it('sends Latin digits without spaces', () => {
    expect(normalizeLogin('٠٥٠ ٠٠٠ ٠٠٠١')).toBe('0500000001');
  });
});

describe('maskLogin', () => {
  it('shows the first two and the last two digits of what was typed, and its kind', () => {
    expect(maskLogin('1000000065')).toEqual({ kind: 'national_id', masked: '10******65' });
    expect(maskLogin('٠٥٠ ٠٠٠ ٠٠٠١')).toEqual({ kind: 'mobile', masked: '05******01' });
    expect(maskLogin('+966500000001')).toEqual({ kind: 'mobile', masked: '05******01' });
    expect(maskLogin('966500000001')).toEqual({ kind: 'mobile', masked: '05******01' });
  });
});
