export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

/** English lives under /en; Arabic at the bare path. */
export const LOCALE_BASE: Record<Locale, string> = { ar: '', en: '/en' };

/** Formatting locale: Arabic with Latin digits everywhere (prices, phones, IDs read the same as on documents). */
export const INTL_LOCALE: Record<Locale, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-SA' };
/** Times of day are Riyadh's for every customer, on the server and in any browser (same markup). */
export const TIME_ZONE = 'Asia/Riyadh';

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a pathname names: /en and /en/... are English, everything else Arabic. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ar';
}

/** The pathname without the locale prefix (always starts with /). */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'ar') return pathname || '/';
  return pathname.slice(3) || '/';
}

/** The same page in another locale. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === 'ar') return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}
