import { fromHijri } from './hijri';
import type { Calendar } from './typed-date';

const INTL_CALENDAR: Record<Calendar, string> = {
  hijri: 'islamic-umalqura',
  gregorian: 'gregory',
};

/** The twelve month names of a calendar in a language (`ar-SA-u-nu-latn`, `en-SA`). */
export function monthNames(calendar: Calendar, locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, {
    calendar: INTL_CALENDAR[calendar],
    month: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, index) => {
    const date =
      calendar === 'hijri'
        ? fromHijri({ year: 1446, month: index + 1, day: 15 })!
        : new Date(Date.UTC(2001, index, 15));
    return format.format(date);
  });
}

/** A UTC day written out in a calendar, e.g. "19 Shawwal 1410 AH" or "14 May 1990". */
export function formatInCalendar(date: Date, calendar: Calendar, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    calendar: INTL_CALENDAR[calendar],
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
