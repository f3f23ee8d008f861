// What crawlers read besides pages: robots.txt, and sitemaps of every published listing in both
// languages, read page by page from the backend's published-listings operation.
import type { ListPublishedListingsParams, PublishedListingPage } from '@generated/model';
import { paths } from '@/config/paths';
import { localizePath } from '@/i18n/locale';
import { ALTERNATES, escapeMarkup } from './head';
import { PRIVATE_PATHS } from './security-headers.mjs';

const { property, project, unit, unitDesign, agency } = paths;
/** The listings' kinds (the operation's names) and their pages. */
const KINDS = { property, project, unit, unit_design: unitDesign, agency };
/** A sitemap holds at most 50,000 addresses: 25,000 listings, each in two languages. */
const PER_FILE = 25_000;
const PAGE = 1000;
const SITEMAPS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

type Listings = (params: ListPublishedListingsParams) => Promise<PublishedListingPage>;
type Kind = keyof typeof KINDS;
const XML = 'application/xml; charset=utf-8';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A listing's address in both languages, each naming the other and Arabic as the default. */
function entries(origin: string, path: string, lastmod: string): string {
  const href = (lang: 'ar' | 'en') => escapeMarkup(new URL(localizePath(path, lang), origin).href);
  const tail = `<lastmod>${escapeMarkup(lastmod)}</lastmod>${ALTERNATES.map(([hreflang, lang]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(lang)}"/>`).join('')}`;
  return `<url><loc>${href('ar')}</loc>${tail}</url><url><loc>${href('en')}</loc>${tail}</url>`;
}

async function file(path: string, origin: string, listings: Listings) {
  if (path === '/robots.txt') {
    // The comparison is any shortlist's: public (cached like any page) but no page of its own to index.
    const closed = [...PRIVATE_PATHS, '/email-confirmation', '/compare'];
    const lines = closed.flatMap((each) => [`Disallow: ${each}`, `Disallow: /en${each}`]);
    return [
      'text/plain; charset=utf-8',
      `User-agent: *\n${lines.join('\n')}\nSitemap: ${origin}/sitemap.xml\n`,
    ];
  }
  if (path === '/sitemap.xml') {
    const files = Object.keys(KINDS).map(async (kind) => {
      const { count } = await listings({ kind: kind as Kind, page_size: 1 });
      return Array.from({ length: Math.ceil(count / PER_FILE) }, (_, n) => {
        const loc = escapeMarkup(`${origin}/sitemaps/${kind}-${n + 1}.xml`);
        return `<sitemap><loc>${loc}</loc></sitemap>`;
      });
    });
    const list = (await Promise.all(files)).flat().join('');
    return [XML, `${DECLARATION}<sitemapindex ${SITEMAPS}>${list}</sitemapindex>`];
  }
  const [, name, number] = /^\/sitemaps\/([a-z_]+)-([1-9]\d{0,4})\.xml$/.exec(path) ?? [];
  if (!name || !Object.hasOwn(KINDS, name)) return undefined;
  const kind = name as Kind;
  const { count } = await listings({ kind, page_size: 1 });
  const first = (Number(number) - 1) * (PER_FILE / PAGE) + 1;
  const last = Math.min(first - 1 + PER_FILE / PAGE, Math.ceil(count / PAGE));
  if (first > last) return undefined;
  const pages = Array.from({ length: last - first + 1 }, (_, n) =>
    listings({ kind, page: first + n, page_size: PAGE }),
  );
  const href = KINDS[kind].getHref as (id: number) => string;
  const urls = (await Promise.all(pages)).flatMap(({ results }) =>
    results.map((listing) => entries(origin, href(listing.id), listing.updated_at)),
  );
  const xhtml = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return [XML, `${DECLARATION}<urlset ${SITEMAPS} ${xhtml}>${urls.join('')}</urlset>`];
}

type Answer = [status: number, headers: Record<string, string>, body: string];
const CACHE = 'public, max-age=3600, s-maxage=3600';

/** robots.txt or a sitemap; undefined for any other path. */
export async function crawlerFile(path: string, origin: string, listings: Listings) {
  const answer = await file(path, origin, listings).catch(() => null);
  // The backend failed: crawlers come back later.
  const text = { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' };
  if (answer === null) return [503, text, 'Service unavailable\n'] as Answer;
  if (answer)
    return [200, { 'content-type': answer[0], 'cache-control': CACHE }, answer[1]] as Answer;
}
