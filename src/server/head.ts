// The head of a rendered page: what search engines and link previews (WhatsApp, X, Facebook) read,
// from what the page said of itself while it rendered (PageHead, src/components/page.tsx).
import type { BreadcrumbList } from 'schema-dts';
import { localizePath, type Locale } from '@/i18n/locale';
import type { RenderedPage } from '../entry-server';

const ENTITY = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' } as const;
/** Text made safe in markup (HTML attributes and text, XML): its five special characters escaped. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${ENTITY[c as keyof typeof ENTITY]};`);

/** The languages of a page's alternates: each language, and Arabic as the default. */
export const ALTERNATES = [
  ['ar', 'ar'],
  ['en', 'en'],
  ['x-default', 'ar'],
] as const;

/**
 * JSON text made safe inside a `<script>`: `<`, `>`, `&` and the two line separators are escapes,
 * so no data can end the element or open a comment, and it parses back to the same value.
 */
export const scriptSafeJson = (json: string): string =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const OG_LOCALE: Record<Locale, string> = { ar: 'ar_SA', en: 'en_SA' };

/**
 * The head's tags of `rendered`, the page at `path` (canonical, with its language prefix) and
 * `search` (without `?`) on the site's public `origin` (configured, never taken from the request):
 * not to be indexed when it is a signed-in page, an error or says so itself. Its structured data is
 * schema.org's (the context is added here), its scripts carry `nonce`.
 */
export function headTags(
  { head, lang, signedIn, status }: Pick<RenderedPage, 'head' | 'lang' | 'signedIn' | 'status'>,
  { origin, nonce, ...page }: { path: string; search: string; origin: string; nonce: string },
): string {
  const siteName = head.siteName ?? '';
  const query = page.search ? `?${page.search}` : '';
  const url = (path: string) => new URL(path, origin).href;
  const canonical = url(`${page.path}${query}`);
  const title = head.title ?? siteName;
  const description = head.description ?? '';
  // A page without a picture of its own shows the site's.
  const image = url(head.image ?? '/share.png');
  const crumbs: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: (head.crumbs ?? [{ label: siteName, href: '/' }]).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? url(localizePath(crumb.href, lang)) : canonical,
    })),
  };
  // Pictures and pages are paths of the site: structured data names them in full.
  const absolute = (key: string, value: unknown) =>
    ['image', 'logo', 'url'].includes(key) && typeof value === 'string' ? url(value) : value;
  const metas = [
    ['name', 'description', description],
    ...(signedIn || status !== 200 || head.noindex ? [['name', 'robots', 'noindex']] : []),
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', siteName],
    ['property', 'og:url', canonical],
    ['property', 'og:locale', OG_LOCALE[lang]],
    ['property', 'og:locale:alternate', OG_LOCALE[lang === 'ar' ? 'en' : 'ar']],
    ['name', 'twitter:card', 'summary_large_image'],
    // The page's title, description and picture, by Open Graph's names and by X's.
    ...Object.entries({ title, description, image }).flatMap(([fact, value]) => [
      ['property', `og:${fact}`, value],
      ['name', `twitter:${fact}`, value],
    ]),
  ];
  return [
    `<title>${escapeMarkup(title)}</title>`,
    ...metas.map(
      ([key, name, content]) => `<meta ${key}="${name}" content="${escapeMarkup(content!)}">`,
    ),
    `<link rel="canonical" href="${escapeMarkup(canonical)}">`,
    ...ALTERNATES.map(
      ([hreflang, locale]) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(url(`${localizePath(page.path, locale)}${query}`))}">`,
    ),
    ...[crumbs, ...(head.structured ?? [])].map(
      (item) =>
        `<script type="application/ld+json" nonce="${nonce}">${scriptSafeJson(JSON.stringify({ '@context': 'https://schema.org', ...item }, absolute))}</script>`,
    ),
  ].join('');
}
