// The language of a visit to `/`, chosen by the server (scripts/serve.mjs, the dev server in
// vite.config.ts, and the same rule in scripts/nginx/site.conf.template): the `locale` cookie, then the
// first of the site's languages in the browser's Accept-Language, then Arabic. English goes to /en
// before any page is sent; deep links are never redirected (their path names the language).

const LOCALES = ['ar', 'en'];

/** `locale` from a Cookie header, when it is one of the site's languages. */
function cookieLocale(cookieHeader) {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'locale' && LOCALES.includes(value.join('='))) return value.join('=');
  }
  return undefined;
}

/** @param {string | undefined} cookieHeader @param {string | undefined} acceptLanguage */
export function rootLocale(cookieHeader = '', acceptLanguage = '') {
  const chosen = cookieLocale(cookieHeader);
  if (chosen) return chosen;
  for (const range of acceptLanguage.split(',')) {
    const base = range.split(';')[0].trim().toLowerCase().split('-')[0];
    if (LOCALES.includes(base)) return base;
  }
  return 'ar';
}

/** Where a request for `/` (with its query) goes instead, or undefined to serve it. */
export function rootRedirect(cookieHeader, acceptLanguage, search = '') {
  return rootLocale(cookieHeader, acceptLanguage) === 'en' ? `/en${search}` : undefined;
}
