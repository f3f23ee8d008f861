import { describe, expect, it } from 'vitest';
import { emailError } from './email';

describe('emailError', () => {
  it('answers the server codes', () => {
    expect(emailError('')).toBe('email__required');
    expect(emailError('  ')).toBe('email__required');
    expect(emailError('sara@example')).toBe('email__invalid');
    expect(emailError('sara example@x.com')).toBe('email__invalid');
    expect(emailError(`${'a'.repeat(250)}@x.com`)).toBe('email__invalid');
    expect(emailError('sara@example.com')).toBeUndefined();
  });
});
