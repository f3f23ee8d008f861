import { readCookie } from '@/lib/cookies';
import { LOCALE_COOKIE, preferredLocale } from '@/i18n/locale';

/**
 * A visit to `/` picks the language from the `locale` cookie, then the browser's languages; English
 * goes to /en. Deep links are never redirected: their path names the language.
 */
export function redirectRootVisit(): boolean {
  if (window.location.pathname !== '/') return false;
  const locale = preferredLocale(
    readCookie(LOCALE_COOKIE),
    navigator.languages ?? [navigator.language],
  );
  if (locale !== 'en') return false;
  window.location.replace(`/en${window.location.search}${window.location.hash}`);
  return true;
}
