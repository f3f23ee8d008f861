/** The same check as the server: one `@`, a dot in the domain, no spaces, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);

export function emailError(typed: string | undefined) {
  const value = (typed ?? '').trim();
  if (value === '') return 'email__required' as const;
  return isEmail(value) ? undefined : ('email__invalid' as const);
}
