import { describe, expect, it } from 'vitest';
import { otpError, parseOtp } from './otp-code';

describe('parseOtp', () => {
  it('keeps the digits of a pasted or typed code, up to its length', () => {
    expect(parseOtp('123456')).toBe('123456');
    expect(parseOtp(' 123 456 ')).toBe('123456');
    expect(parseOtp('١٢٣٤٥٦')).toBe('123456');
    expect(parseOtp('Your code is 12345678')).toBe('123456');
    expect(parseOtp('12345678', 8)).toBe('12345678');
  });
});

describe('otpError', () => {
  it('answers the server codes', () => {
    expect(otpError('')).toBe('otp__required');
    expect(otpError('12')).toBe('otp__invalid');
    expect(otpError('1234')).toBe('otp__invalid');
    expect(otpError('123456')).toBeUndefined();
    expect(otpError('123456', 8)).toBe('otp__invalid');
  });
});
