import { digitsOnly } from '../input/digits';
import { fromGregorian, fromHijri, toGregorian, toHijri, toIsoDate, type DateParts } from './hijri';

/** The calendars a Saudi date is written in: Hijri (Umm al-Qura) or Gregorian. */
export type Calendar = 'hijri' | 'gregorian';

/** A date as typed in a form: day, month and year in the calendar the customer chose. */
export type TypedDate = {
  calendar: Calendar;
  day?: string;
  month?: string;
  year?: string;
};

function partsOf(input: TypedDate): DateParts | undefined {
  const [day, month, year] = [input.day, input.month, input.year].map((part) =>
    digitsOnly(part ?? ''),
  );
  if (!day || !month || !year) return undefined;
  return { year: Number(year), month: Number(month), day: Number(day) };
}

/** The Gregorian UTC day of the typed date, or undefined when incomplete or not a real date. */
export function typedDateValue(input: TypedDate): Date | undefined {
  const parts = partsOf(input);
  if (!parts) return undefined;
  return input.calendar === 'hijri' ? fromHijri(parts) : fromGregorian(parts);
}

/** The typed date as the API takes it (`YYYY-MM-DD`, Gregorian). */
export function typedDateIso(input: TypedDate): string | undefined {
  const date = typedDateValue(input);
  return date && toIsoDate(date);
}

/** Nothing typed in any part. */
export const isBlankDate = (input: TypedDate | undefined) =>
  !input || (!input.day?.trim() && !input.month?.trim() && !input.year?.trim());

/** The same date in the other calendar (values kept as typed when they are not a date yet). */
export function switchCalendar(input: TypedDate, calendar: Calendar): TypedDate {
  if (input.calendar === calendar) return input;
  const date = typedDateValue(input);
  if (!date) return { ...input, calendar };
  const parts = calendar === 'hijri' ? toHijri(date) : toGregorian(date);
  return { calendar, day: String(parts.day), month: String(parts.month), year: String(parts.year) };
}
