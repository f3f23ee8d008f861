import { http } from 'msw';
import { PublishedListingKind } from '../../generated/model';
import { publishedListings } from '../db/catalogue';
import { api, fail, json, paginate } from '../lib/http';
import { hasScenario } from '../scenarios';
import { QueryReader } from './catalogue-query';

/** Sitemaps page through more ids at once than a screen shows listings. */
const MAX_PAGE_SIZE = 1000;
const KINDS = Object.values(PublishedListingKind);

/** The ids of the published listings of one kind, for the web server's sitemaps. */
export const publishedListingHandlers = [
  http.get(api('/api/v1/published-listings/'), ({ request }) => {
    const url = new URL(request.url);
    const query = new QueryReader(url.searchParams);
    query.require('kind');
    const kind = query.oneOf('kind', KINDS);
    query.page(MAX_PAGE_SIZE);
    if (query.errors.length > 0 || !kind) return fail(400, query.errors);
    const found = hasScenario(request, 'empty-catalogue') ? [] : publishedListings(kind);
    const page = paginate(found, url, MAX_PAGE_SIZE, MAX_PAGE_SIZE);
    return page instanceof Response ? page : json(page);
  }),
];
