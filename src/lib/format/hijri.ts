/** A calendar date: year, month (1-12) and day. */
export type DateParts = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;
const HIJRI_PARTS = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
/** Where Intl's Umm al-Qura tables apply (outside it falls back to the arithmetic calendar). */
export const HIJRI_MIN_YEAR = 1300;
export const HIJRI_MAX_YEAR = 1600;

/** The Umm al-Qura (Hijri) date of a UTC day. */
export function toHijri(date: Date): DateParts {
  const parts = Object.fromEntries(
    HIJRI_PARTS.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const same = (a: DateParts, b: DateParts) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** The arithmetic (tabular) Islamic calendar: never more than a couple of days off Umm al-Qura. */
function estimate({ year, month, day }: DateParts): number {
  const days =
    day +
    Math.ceil(29.5 * (month - 1)) +
    (year - 1) * 354 +
    Math.floor((3 + 11 * year) / 30) +
    1948439.5 -
    1;
  return Math.round((days - 2440587.5) * DAY_MS);
}

/**
 * The Gregorian UTC day of an Umm al-Qura date, or undefined when the date does not exist (day 30 of
 * a 29-day month) or lies outside the supported years. Intl converts one way only, so the date is
 * estimated arithmetically, then the days around the estimate are checked with Intl.
 */
export function fromHijri(hijri: DateParts): Date | undefined {
  const { year, month, day } = hijri;
  if (year < HIJRI_MIN_YEAR || year > HIJRI_MAX_YEAR || month < 1 || month > 12) return undefined;
  if (day < 1 || day > 30) return undefined;
  const start = estimate(hijri);
  for (const offset of [0, -1, 1, -2, 2, -3, 3, -4, 4]) {
    const candidate = new Date(start + offset * DAY_MS);
    if (same(toHijri(candidate), hijri)) return candidate;
  }
  return undefined;
}

/** The Gregorian UTC day of a Gregorian date, or undefined when it does not exist (31 April). */
export function fromGregorian({ year, month, day }: DateParts): Date | undefined {
  if (year < 1000 || year > 9999) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : undefined;
}

export function toGregorian(date: Date): DateParts {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** `YYYY-MM-DD` of a UTC day. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
