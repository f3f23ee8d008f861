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
