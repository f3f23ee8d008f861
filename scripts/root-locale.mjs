// The language of a visit to `/`, chosen by the server (scripts/serve.mjs, the dev server in
// vite.config.ts, and nginx: scripts/nginx/render.mjs puts the same pattern into its map): the
// `locale` cookie, then the first of the site's languages in the browser's Accept-Language, then
// Arabic. English goes to /en before any page is sent; deep links are never redirected (their path
// names the language). tests/security/ checks both servers against one table.

const LOCALES = ['ar', 'en'];

/**
 * The first language range of Accept-Language whose primary tag is `ar` or `en` (any case, then `-`,
 * `;`, `,`, a space or the end; q-values are not weighed: browsers list in order of preference). One
 * pattern for JavaScript and for nginx's PCRE. Linear on any header: the skipped ranges are matched by
 * `[^,]*,`, which cannot overlap itself or what follows it, so nothing backtracks more than once.
 */
export const ACCEPT_LANGUAGE_PATTERN = '^(?:[^,]*,)*?[ \\t]*(ar|en)(?:[-;, \\t]|$)';
const acceptLanguage = new RegExp(ACCEPT_LANGUAGE_PATTERN, 'i');

/** The first `locale` cookie of a Cookie header, when it is one of the site's languages (as nginx's $cookie_locale). */
function cookieLocale(cookieHeader) {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'locale') return LOCALES.includes(value.join('=')) ? value.join('=') : undefined;
  }
  return undefined;
}

/** @param {string | undefined} cookieHeader @param {string | undefined} acceptLanguageHeader */
export function rootLocale(cookieHeader = '', acceptLanguageHeader = '') {
  return (
    cookieLocale(cookieHeader) ??
    acceptLanguage.exec(acceptLanguageHeader)?.[1]?.toLowerCase() ??
    'ar'
  );
}

/** Where a request for `/` (with its query) goes instead, or undefined to serve it. */
export function rootRedirect(cookieHeader, acceptLanguageHeader, search = '') {
  return rootLocale(cookieHeader, acceptLanguageHeader) === 'en' ? `/en${search}` : undefined;
}
