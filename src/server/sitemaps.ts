// What crawlers read besides pages: robots.txt, and the sitemaps of every published listing in both
// languages (read from the backend's published-listings operation, page by page).
import type { ServerResponse } from 'node:http';
import type {
  ListPublishedListingsParams,
  PublishedListingKind,
  PublishedListingPage,
} from '@generated/model';
import { paths, type RouteName } from '@/config/paths';
import { localizePath } from '@/i18n/locale';
import type { routes as appRoutes } from '../entry-server';

const KINDS: Record<PublishedListingKind, RouteName> = {
  property: 'property',
  project: 'project',
  unit: 'unit',
  unit_design: 'unitDesign',
  agency: 'agency',
};
/** A sitemap holds at most 50,000 addresses: 25,000 listings, each in two languages. */
const LISTINGS_PER_FILE = 25_000;
const PAGE_SIZE = 1000;
const CACHE = 'public, max-age=3600, s-maxage=3600';

export type SitemapSource = {
  origin: string;
  listings: (params: ListPublishedListingsParams) => Promise<PublishedListingPage>;
  routes: typeof appRoutes;
};

const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function send(res: ServerResponse, type: string, body: string) {
  res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': CACHE });
  res.end(body);
}

/** A page's address in both languages, each naming the other (and Arabic as the default). */
function urlEntries(origin: string, path: string, lastmod?: string): string {
  const href = (lang: 'ar' | 'en') => xmlText(new URL(localizePath(path, lang), origin).href);
  const links = ['ar', 'en', 'x-default']
    .map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(lang === 'en' ? 'en' : 'ar')}"/>`,
    )
    .join('');
  const modified = lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : '';
  return (['ar', 'en'] as const)
    .map((lang) => `<url><loc>${href(lang)}</loc>${modified}${links}</url>`)
    .join('');
}

const urlSet = (entries: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries}</urlset>`;

/** Answers robots.txt and the sitemaps; false for any other path. */
export async function crawlerFile(
  res: ServerResponse,
  path: string,
  source: SitemapSource,
): Promise<boolean> {
  try {
    return await answer(res, path, source);
  } catch {
    // The backend failed: crawlers come back later.
    res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '300' });
    res.end('Service unavailable\n');
    return true;
  }
}

async function answer(res: ServerResponse, path: string, source: SitemapSource): Promise<boolean> {
  const { origin, listings, routes } = source;
  if (path === '/robots.txt') {
    const closed = routes
      .filter((route) => route.guard || route.name === 'emailConfirmation')
      .map((route) => paths[route.name].path.split('/:')[0]!);
    const lines = [...new Set(closed)].flatMap((each) => [each, localizePath(each, 'en')]);
    const body = [
      'User-agent: *',
      ...lines.map((each) => `Disallow: ${each}`),
      `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    ];
    send(res, 'text/plain', `${body.join('\n')}\n`);
    return true;
  }
  if (path === '/sitemap.xml') {
    const files = ['/sitemaps/pages.xml'];
    for (const kind of Object.keys(KINDS) as PublishedListingKind[]) {
      const { count } = await listings({ kind, page_size: 1 });
      for (let file = 1; file <= Math.ceil(count / LISTINGS_PER_FILE); file += 1)
        files.push(`/sitemaps/${kind}-${file}.xml`);
    }
    const entries = files.map(
      (file) => `<sitemap><loc>${xmlText(new URL(file, origin).href)}</loc></sitemap>`,
    );
    send(
      res,
      'application/xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`,
    );
    return true;
  }
  if (path === '/sitemaps/pages.xml') {
    const open = routes.filter(
      (route) =>
        !route.guard &&
        !paths[route.name].path.includes(':') &&
        route.name !== 'emailConfirmation' &&
        route.name !== 'unsecureNetwork',
    );
    send(
      res,
      'application/xml',
      urlSet(open.map((route) => urlEntries(origin, paths[route.name].path)).join('')),
    );
    return true;
  }
  const file = /^\/sitemaps\/([a-z_]+)-([1-9]\d{0,4})\.xml$/.exec(path);
  const kind = file?.[1] as PublishedListingKind | undefined;
  if (!file || !kind || !(kind in KINDS)) return false;
  const first = (Number(file[2]) - 1) * (LISTINGS_PER_FILE / PAGE_SIZE) + 1;
  const entries: string[] = [];
  const { count } = await listings({ kind, page_size: 1 });
  const last = Math.min(first - 1 + LISTINGS_PER_FILE / PAGE_SIZE, Math.ceil(count / PAGE_SIZE));
  for (let page = first; page <= last; page += 1) {
    const { results } = await listings({ kind, page, page_size: PAGE_SIZE });
    const href = paths[KINDS[kind]].getHref as (id: number) => string;
    entries.push(
      ...results.map((listing) => urlEntries(origin, href(listing.id), listing.updated_at)),
    );
  }
  if (entries.length === 0) return false;
  send(res, 'application/xml', urlSet(entries.join('')));
  return true;
}
