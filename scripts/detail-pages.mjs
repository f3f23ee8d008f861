// The catalogue's detail pages (/properties/1036, /en/units/7, …) share one prerendered first screen
// per kind and language, without data: dist[/en]/<kind>/_id.html (scripts/prerender.mjs). The servers
// send it for any id (scripts/serve.mjs, scripts/nginx/site.conf.template); the app then loads the
// record, or shows "no longer available". The kinds: src/config/catalogue-pages.mjs.
import { CATALOGUE_PAGES } from '../src/config/catalogue-pages.mjs';

export const DETAIL_KINDS = CATALOGUE_PAGES.map((page) => page.kind);

/** The file name of a kind's detail page, inside dist/[en/]<kind>/. */
export const DETAIL_FILE = '_id.html';

/** `/en/properties/1036` → `en/properties/_id.html` (inside dist/); anything else → undefined. */
export function detailPageFile(path) {
  const match = new RegExp(`^/((?:en/)?(?:${DETAIL_KINDS.join('|')}))/[^/]+/?$`).exec(path);
  return match ? `${match[1]}/${DETAIL_FILE}` : undefined;
}

/**
 * The signed-in pages, prerendered as shells: what a page shows before the session check answers
 * (header, footer, the page's loading state), rendered without a session, so never any personal
 * data. The guard then shows the page, or sends a visitor without a session to sign in. `path`: the
 * page's route with `_` for an id; `file`: inside dist/[en/]; `page`: its module in src/app/pages/.
 * Pages without an id are served by their directory's index.html; those with one by shellPageFile.
 */
export const GUARDED_SHELLS = [
  ['/account', 'account/index.html', 'account'],
  ['/account/details', 'account/details/index.html', 'account-details'],
  ['/account/privacy', 'account/privacy/index.html', 'account-privacy'],
  ['/account/requests', 'account/requests/index.html', 'account-requests'],
  ['/account/reservations', 'account/reservations/index.html', 'account-reservations'],
  ['/account/reservations/_', 'account/reservations/_id.html', 'account-reservation'],
  ['/account/saved-homes', 'account/saved-homes/index.html', 'account-saved-homes'],
  ['/account/saved-searches', 'account/saved-searches/index.html', 'account-saved-searches'],
  ['/financing-requests', 'financing-requests/index.html', 'financing-requests'],
  ['/reservation-checkout/_', 'reservation-checkout/_id.html', 'reservation-checkout'],
  ['/financing-requests/_', 'financing-requests/_id.html', 'financing-request'],
  ['/financing-requests/_/edit', 'financing-requests/_id/edit.html', 'financing-request-edit'],
  [
    '/financing-requests/_/offers',
    'financing-requests/_id/offers.html',
    'financing-request-offers',
  ],
].map(([path, file, page]) => ({ path, file, page }));

/**
 * The id a signed-in page with an id is prerendered at (its page treats `_` as no record at all): a
 * number its page loads like any other; the shell shows no data, so it appears nowhere in the HTML.
 */
export const SHELL_RENDER_ID = '987654321';

/** The signed-in pages with an id, for the servers: `(?:en/)?<base>` then `/<id>`, then a tail. */
export const SHELL_PATTERN =
  '^/(?<shell_base>(?:en/)?(?:reservation-checkout|financing-requests|account/reservations))/[0-9]{1,12}(?<shell_tail>/edit|/offers)?/?$';

/** `/en/financing-requests/55/offers` → `en/financing-requests/_id/offers.html`; else undefined. */
export function shellPageFile(path) {
  const match = new RegExp(SHELL_PATTERN).exec(path);
  return match ? `${match.groups.shell_base}/_id${match.groups.shell_tail ?? ''}.html` : undefined;
}
