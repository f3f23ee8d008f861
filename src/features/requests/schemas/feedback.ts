import { createFeedbackBody } from '@generated/zod/requests/requests.zod';
import type { FeedbackCreate, FeedbackReason } from '@generated/model';
import { type FormErrors } from '@/components/form/submit-errors';
import { zodFieldErrors } from '@/components/form/zod-field-errors';
import { phone, text } from './normalize';

export const FEEDBACK_REASONS: readonly FeedbackReason[] = [
  'bug',
  'complaint',
  'suggestion',
  'other',
];

/** What the contact form holds: text as typed. */
export type FeedbackValues = {
  reason?: string;
  full_name?: string;
  email?: string;
  phone_number?: string;
  text?: string;
};

export const FEEDBACK_FIELDS = ['reason', 'full_name', 'email', 'phone_number', 'text'] as const;
/** A number with another country code is about the phone field. */
export const FEEDBACK_ALIASES = { phone_code: 'phone_number' };

export function toFeedbackBody(values: FeedbackValues): FeedbackCreate {
  return {
    reason: text(values.reason) as FeedbackReason,
    full_name: text(values.full_name) as string,
    email: text(values.email) as string,
    phone_number: phone(values.phone_number) as string,
    text: text(values.text) as string,
  };
}

/** The server's checks (the contract's schema), in its codes: `text__invalid`, `email__required`… */
export function validateFeedback(values: FeedbackValues): FormErrors {
  return zodFieldErrors(createFeedbackBody, toFeedbackBody(values));
}
