import { isBlankDate, typedDateValue, type TypedDate } from '@/lib/format/typed-date';

export const MINIMUM_AGE = 18;

/** Full years between a Gregorian birthday and `today` (both read as calendar days). */
export function ageOn(birthday: Date, today: Date): number {
  const years = today.getFullYear() - birthday.getUTCFullYear();
  const beforeBirthday =
    today.getMonth() < birthday.getUTCMonth() ||
    (today.getMonth() === birthday.getUTCMonth() && today.getDate() < birthday.getUTCDate());
  return beforeBirthday ? years - 1 : years;
}

/** The server's codes for the date of birth: required, invalid (not a date, or in the future), underage. */
export function birthdayError(input: TypedDate | undefined, today = new Date()) {
  if (!input || isBlankDate(input)) return 'birthday__required' as const;
  const date = typedDateValue(input);
  if (!date || ageOn(date, today) < 0 || date.getTime() > today.getTime()) {
    return 'birthday__invalid' as const;
  }
  return ageOn(date, today) < MINIMUM_AGE ? ('birthday__underage' as const) : undefined;
}
