import { describe, expect, it } from 'vitest';
import { toFeedbackBody, validateFeedback } from './feedback';

describe('validateFeedback', () => {
  it('gives every field its server code on an empty form', () => {
    expect(validateFeedback({})).toEqual({
      reason: 'reason__required',
      full_name: 'full_name__required',
      email: 'email__required',
      phone_number: 'phone_number__required',
      text: 'text__required',
    });
  });

  it('wants a message of 10 to 2000 characters, spaces not counted at the ends', () => {
    const values = {
      reason: 'bug',
      full_name: 'سارة القحطاني',
      email: 'sara@example.com',
      phone_number: '+966551234567',
    };
    expect(validateFeedback({ ...values, text: '   short   ' })).toEqual({ text: 'text__invalid' });
    expect(validateFeedback({ ...values, text: 'x'.repeat(2001) })).toEqual({
      text: 'text__invalid',
    });
    expect(validateFeedback({ ...values, text: 'The map does not load.' })).toEqual({});
  });

  it('refuses an unknown reason', () => {
    expect(validateFeedback({ reason: 'spam' }).reason).toBe('reason__invalid');
  });

  it('sends Latin digits and trimmed text', () => {
    expect(
      toFeedbackBody({
        reason: 'other',
        full_name: ' Sara ',
        email: ' sara@example.com ',
        phone_number: '٠٥٥-١٢٣-٤٥٦٧',
        text: ' Hello there, team ',
      }),
    ).toEqual({
      reason: 'other',
      full_name: 'Sara',
      email: 'sara@example.com',
      phone_number: '0551234567',
      text: 'Hello there, team',
    });
  });
});
