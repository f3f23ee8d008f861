import type { FormErrors } from '@/components/form/submit-errors';
import { emailError } from '@/lib/input/email';
import { fullNameError } from '@/lib/input/full-name';

export type ProfileValues = {
  full_name?: string;
  email?: string;
  nationality?: string;
  marital_status?: string;
  residence_city_id?: string;
};

/** The sign-up profile form: every field required, as the server checks it at the `profile` step. */
export function validateProfile(values: ProfileValues): FormErrors {
  const errors: FormErrors = {};
  const fullName = fullNameError(values.full_name);
  const email = emailError(values.email);
  if (fullName) errors.full_name = fullName;
  if (email) errors.email = email;
  if (!values.nationality) errors.nationality = 'nationality__required';
  if (!values.marital_status) errors.marital_status = 'marital_status__required';
  if (!values.residence_city_id) errors.residence_city_id = 'residence_city__required';
  return errors;
}
