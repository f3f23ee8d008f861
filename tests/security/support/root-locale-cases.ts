// The language of a visit to `/` (scripts/root-locale.mjs): one table, checked against the app's
// servers (tests/security/accept-language.node.test.ts) and against nginx (tests/security/nginx.spec.ts).
export type RootLocaleCase = { cookie: string; acceptLanguage: string; locale: 'ar' | 'en' };

export const ROOT_LOCALE_CASES: RootLocaleCase[] = [
  { cookie: '', acceptLanguage: '', locale: 'ar' },
  { cookie: '', acceptLanguage: 'fr-FR,fr;q=0.9', locale: 'ar' },
  { cookie: '', acceptLanguage: 'en-GB,ar;q=0.8', locale: 'en' },
  { cookie: '', acceptLanguage: 'fr,ar-EG;q=0.9,en;q=0.8', locale: 'ar' },
  { cookie: '', acceptLanguage: 'de, EN-us;q=0.5', locale: 'en' },
  { cookie: '', acceptLanguage: 'en', locale: 'en' },
  { cookie: '', acceptLanguage: 'ar-SA,en', locale: 'ar' },
  { cookie: '', acceptLanguage: '*', locale: 'ar' },
  { cookie: '', acceptLanguage: 'en;q=0.5', locale: 'en' },
  { cookie: '', acceptLanguage: ' \ten ,ar', locale: 'en' },
  { cookie: '', acceptLanguage: 'eng,en', locale: 'en' },
  { cookie: '', acceptLanguage: 'xen,ar', locale: 'ar' },
  { cookie: '', acceptLanguage: 'en_US', locale: 'ar' },
  { cookie: '', acceptLanguage: 'fr;q=0.9;en', locale: 'ar' },
  { cookie: '', acceptLanguage: 'arn,en-US', locale: 'en' },
  { cookie: 'theme=dark; locale=ar', acceptLanguage: 'en-US', locale: 'ar' },
  { cookie: 'locale=en', acceptLanguage: 'ar-SA', locale: 'en' },
  { cookie: 'locale=fr', acceptLanguage: 'en-US', locale: 'en' },
  { cookie: 'xlocale=en', acceptLanguage: 'ar', locale: 'ar' },
  { cookie: 'locale=EN', acceptLanguage: 'ar', locale: 'ar' },
  { cookie: 'locale=fr; locale=en', acceptLanguage: 'ar', locale: 'ar' },
  { cookie: 'a=1;locale=en', acceptLanguage: '', locale: 'en' },
];

/** Accept-Language headers of 4 kB built to make a backtracking matcher slow. */
export const HOSTILE_ACCEPT_LANGUAGES: string[] = [
  'a,'.repeat(2048),
  `${' '.repeat(4090)}x`,
  `${' ,'.repeat(2047)}e`,
  'e'.repeat(4096),
  `${'ar-'.repeat(1365)}x`,
  `${'x;q=0.1 \t'.repeat(455)}e`,
  `${'aren,'.repeat(819)}e`,
];
