// The head of a rendered page: what search engines and link previews (WhatsApp, X, Facebook) read,
// from what the page said of itself while it rendered (PageHead, src/components/page.tsx).
import type { BreadcrumbList, Organization, WebSite, WithContext } from 'schema-dts';
import type { PageHead } from '@/components/page';
import { localizePath, type Locale } from '@/i18n/locale';

export type HeadInput = {
  head: PageHead;
  lang: Locale;
  /** The page's canonical path (with its language prefix) and query, without `?`. */
  path: string;
  search: string;
  /** The site's public origin (configured, never taken from the request). */
  origin: string;
  siteName: string;
  /** The page is not to be indexed: signed in, or an error. */
  noindex: boolean;
  nonce: string;
  /** The home page: the site's organization and search box too. */
  home: boolean;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const JSON_IN_HTML: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON text made safe inside a `<script>`: `<`, `>`, `&` and the two line separators are escapes,
 * so no data can end the element or open a comment, and it parses back to the same value.
 */
export const scriptSafeJson = (json: string): string =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => JSON_IN_HTML[c]!);

const OG_LOCALE: Record<Locale, string> = { ar: 'ar_SA', en: 'en_SA' };
/** The site's picture for pages without one of their own. */
const SITE_IMAGE = '/share.png';

export function headTags(input: HeadInput): string {
  const { head, lang, origin, siteName, nonce } = input;
  const query = input.search ? `?${input.search}` : '';
  const url = (path: string) => new URL(path, origin).href;
  const canonical = url(`${input.path}${query}`);
  const title = head.title ?? siteName;
  const description = head.description ?? '';
  const image = url(head.image ?? SITE_IMAGE);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  const alternate = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(url(`${localizePath(input.path, locale)}${query}`))}">`;
  const crumbs: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: (head.crumbs ?? [{ label: siteName, href: '/' }]).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? url(localizePath(crumb.href, lang)) : canonical,
    })),
  };
  const site: [WithContext<Organization>, WithContext<WebSite>] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteName,
      url: url('/'),
      logo: url('/apple-touch-icon.png'),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: url(localizePath('/', lang)),
      inLanguage: lang,
    },
  ];
  const structured = [crumbs, ...(input.home ? site : []), ...(head.structured ?? [])];
  // The pages' pictures are paths of the site: structured data names them in full.
  const absolute = (key: string, value: unknown) =>
    (key === 'image' || key === 'logo') && typeof value === 'string' ? url(value) : value;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    input.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    alternate('ar', 'ar'),
    alternate('en', 'en'),
    alternate('x-default', 'ar'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', OG_LOCALE[lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[lang === 'ar' ? 'en' : 'ar']),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...structured.map(
      (item) =>
        `<script type="application/ld+json" nonce="${nonce}">${scriptSafeJson(JSON.stringify(item, absolute))}</script>`,
    ),
  ].join('');
}
