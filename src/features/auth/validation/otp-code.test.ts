import { describe, expect, it } from 'vitest';
import { otpError, parseOtp } from './otp-code';

describe('parseOtp', () => {
  it('keeps the digits of a pasted or typed code, up to its length', () => {
    expect(parseOtp('1234')).toBe('1234');
    expect(parseOtp(' 12 34 ')).toBe('1234');
    expect(parseOtp('١٢٣٤')).toBe('1234');
    expect(parseOtp('Your code is 123456', 4)).toBe('1234');
    expect(parseOtp('123456', 6)).toBe('123456');
  });
});

describe('otpError', () => {
  it('answers the server codes', () => {
    expect(otpError('')).toBe('otp__required');
    expect(otpError('12')).toBe('otp__invalid');
    expect(otpError('1234')).toBeUndefined();
    expect(otpError('1234', 6)).toBe('otp__invalid');
  });
});
