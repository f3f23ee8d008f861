/**
 * The message areas (src/i18n/locales/<locale>/<area>.json) the first screen needs: the shell, page
 * titles, shared words, the home page and notifications. Every other area is `rest`. The build puts
 * each group of a language into one chunk (vite.config.ts); `dev` exists in development only.
 */
export const CORE_AREAS: readonly string[] = [
  'common',
  'layout',
  'pages',
  'home',
  'notifications',
  'dev',
];

export type MessageGroup = 'core' | 'rest';

/** `locales/ar/home.json` → `{ locale: 'ar', area: 'home' }`. */
export function catalogueOf(path: string): { locale: string; area: string } | undefined {
  const match = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(path);
  return match ? { locale: match[1], area: match[2] } : undefined;
}

export const groupOf = (area: string): MessageGroup =>
  CORE_AREAS.includes(area) ? 'core' : 'rest';
