/**
 * The message areas (src/i18n/locales/<locale>/<area>.json) the first screen needs: the shell, page
 * titles, shared words, the home page and notifications; `content` is the static pages' texts; every
 * other area is `rest`. The build puts
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

/** The static pages' long texts (FAQ, terms, privacy, about): only the pages that show them load them. */
export const CONTENT_AREAS: readonly string[] = ['content'];

export type MessageGroup = 'core' | 'rest' | 'content';

/** `locales/ar/home.json` → `{ locale: 'ar', area: 'home' }`. */
export function catalogueOf(path: string): { locale: string; area: string } | undefined {
  const match = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(path);
  return match ? { locale: match[1], area: match[2] } : undefined;
}

export const groupOf = (area: string): MessageGroup =>
  CORE_AREAS.includes(area) ? 'core' : CONTENT_AREAS.includes(area) ? 'content' : 'rest';

/**
 * The messages of the last-resort error screen (src/app/errors/root-error.tsx), built into the app's code in
 * every language (`virtual:root-error-messages`, scripts/compile-messages.ts): that screen shows
 * when the catalogues themselves could not be loaded.
 */
export const ROOT_ERROR_MESSAGE_IDS: readonly string[] = [
  'common.brand',
  'common.retry',
  'common.backHome',
  'pages.error.serverText',
  'pages.error.serverTitle',
  'pages.error.status',
];
