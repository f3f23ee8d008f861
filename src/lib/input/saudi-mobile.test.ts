import { describe, expect, it } from 'vitest';
import { mobileError, normalizeMobile } from './saudi-mobile';

describe('normalizeMobile', () => {
  it('keeps the forms the server reads', () => {
    expect(normalizeMobile('0500000001')).toBe('0500000001');
    expect(normalizeMobile('966500000001')).toBe('966500000001');
    expect(normalizeMobile('+966500000001')).toBe('+966500000001');
  });

  it('reads Arabic-Indic digits, spaces, dashes, 00 and a missing leading 0', () => {
    expect(normalizeMobile('٠٥٠٠٠٠٠٠٠١')).toBe('0500000001');
    expect(normalizeMobile(' 050-000 0001 ')).toBe('0500000001');
    expect(normalizeMobile('00966500000001')).toBe('+966500000001');
    expect(normalizeMobile('500000001')).toBe('0500000001');
  });
});

describe('mobileError', () => {
  it('answers the server codes', () => {
    expect(mobileError('')).toBe('phone_number__required');
    expect(mobileError('0400000001')).toBe('phone_number__invalid');
    expect(mobileError('05000')).toBe('phone_number__invalid');
    expect(mobileError('+971501234567')).toBe('phone_code__invalid');
    expect(mobileError('00971501234567')).toBe('phone_code__invalid');
    expect(mobileError('٠٥٥٥٥٥٥٥٥٥')).toBeUndefined();
    expect(mobileError('+966555555555')).toBeUndefined();
  });
});
