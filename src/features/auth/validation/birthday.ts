import { digitsOnly } from '@/lib/digits';
import { fromGregorian, fromHijri, toGregorian, toHijri, toIsoDate, type DateParts } from './hijri';

export type BirthdayCalendar = 'hijri' | 'gregorian';

/** The date of birth as typed: three fields in the calendar the customer chose. */
export type BirthdayInput = {
  calendar: BirthdayCalendar;
  day?: string;
  month?: string;
  year?: string;
};

export const MINIMUM_AGE = 18;

function partsOf(input: BirthdayInput): DateParts | undefined {
  const [day, month, year] = [input.day, input.month, input.year].map((part) =>
    digitsOnly(part ?? ''),
  );
  if (!day || !month || !year) return undefined;
  return { year: Number(year), month: Number(month), day: Number(day) };
}

/** The Gregorian UTC day of the typed date, or undefined when incomplete or not a real date. */
export function birthdayDate(input: BirthdayInput): Date | undefined {
  const parts = partsOf(input);
  if (!parts) return undefined;
  return input.calendar === 'hijri' ? fromHijri(parts) : fromGregorian(parts);
}

/** The birthday as the API takes it (`YYYY-MM-DD`, Gregorian). */
export function birthdayIso(input: BirthdayInput): string | undefined {
  const date = birthdayDate(input);
  return date && toIsoDate(date);
}

/** Full years between a Gregorian birthday and `today` (both read as calendar days). */
export function ageOn(birthday: Date, today: Date): number {
  const years = today.getFullYear() - birthday.getUTCFullYear();
  const beforeBirthday =
    today.getMonth() < birthday.getUTCMonth() ||
    (today.getMonth() === birthday.getUTCMonth() && today.getDate() < birthday.getUTCDate());
  return beforeBirthday ? years - 1 : years;
}

/** The server's codes for the date of birth: required, invalid (not a date, or in the future), underage. */
export function birthdayError(input: BirthdayInput | undefined, today = new Date()) {
  if (!input || (!input.day?.trim() && !input.month?.trim() && !input.year?.trim())) {
    return 'birthday__required' as const;
  }
  const date = birthdayDate(input);
  if (!date || ageOn(date, today) < 0 || date.getTime() > today.getTime()) {
    return 'birthday__invalid' as const;
  }
  return ageOn(date, today) < MINIMUM_AGE ? ('birthday__underage' as const) : undefined;
}

/** The same date in the other calendar (values kept as typed when they are not a date yet). */
export function switchCalendar(input: BirthdayInput, calendar: BirthdayCalendar): BirthdayInput {
  if (input.calendar === calendar) return input;
  const date = birthdayDate(input);
  if (!date) return { ...input, calendar };
  const parts = calendar === 'hijri' ? toHijri(date) : toGregorian(date);
  return { calendar, day: String(parts.day), month: String(parts.month), year: String(parts.year) };
}
