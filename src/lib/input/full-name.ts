/** A full name as the server accepts it: 3 to 100 Arabic or Latin letters, spaces, `'`, `.` and `-`. */
const FULL_NAME = /^[A-Za-z\u00C0-\u024F\u0600-\u06FF' .-]{3,100}$/;
export const FULL_NAME_MAX_LENGTH = 100;

export const isFullName = (value: unknown): value is string =>
  typeof value === 'string' && FULL_NAME.test(value.trim());

export function fullNameError(typed: string | undefined) {
  const value = (typed ?? '').trim();
  if (value === '') return 'full_name__required' as const;
  return isFullName(value) ? undefined : ('full_name__invalid' as const);
}
