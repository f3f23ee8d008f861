import { createCareerApplicationBody } from '@generated/zod/careers/careers.zod';
import type { CareerApplicationCreate } from '@generated/model';
import { toLatinDigits } from '@/lib/input/digits';
import { type FormErrors } from '@/components/form/submit-errors';
import { zodFieldErrors } from '@/components/form/zod-field-errors';

/** What the application form holds: text as typed, the chosen opening's id, the CV file. */
export type ApplicationValues = {
  opening_id?: string;
  full_name?: string;
  email?: string;
  phone_number?: string;
  cover_letter?: string;
  cv?: File;
};

export type CvRules = { maxBytes: number; contentTypes: readonly string[] };

export const APPLICATION_FIELDS = [
  'opening_id',
  'full_name',
  'email',
  'phone_number',
  'cover_letter',
  'cv',
] as const;
/** `opening__closed` and `opening__not_found` are about the chosen opening. */
export const APPLICATION_ALIASES = { opening: 'opening_id', phone_code: 'phone_number' };

/** The server's CV checks, before anything is uploaded (`file` as `withSniffedType` gives it). */
export function cvError(file: File | undefined, rules: CvRules): string | undefined {
  if (!file || file.size === 0) return 'cv__required';
  if (!rules.contentTypes.includes(file.type)) return 'cv__invalid_type';
  if (file.size > rules.maxBytes) return 'cv__too_large';
  return undefined;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

function textFields(values: ApplicationValues): Omit<CareerApplicationCreate, 'cv'> {
  return {
    opening_id: values.opening_id ? Number(values.opening_id) : (undefined as unknown as number),
    full_name: trimmed(values.full_name) as string,
    email: trimmed(values.email) as string,
    phone_number: trimmed(toLatinDigits(values.phone_number ?? '').replace(/[\s-]/g, '')) as string,
    cover_letter: trimmed(values.cover_letter),
  };
}

export function toApplicationBody(values: ApplicationValues): CareerApplicationCreate {
  return { ...textFields(values), cv: values.cv as File };
}

const textSchema = createCareerApplicationBody.omit({ cv: true });

/** Every check of the server, in its codes (`opening__required`, `cv__too_large`…). */
export function validateApplication(values: ApplicationValues, rules: CvRules): FormErrors {
  const errors = zodFieldErrors(textSchema, textFields(values), { opening: 'opening_id' });
  const cv = cvError(values.cv, rules);
  return cv ? { ...errors, cv } : errors;
}
