import { inject, parse } from 'regexparam';
import { paths } from '@/config/paths';
import { LOCALE_BASE } from '@/i18n/locale';

/**
 * The app's route parser (wouter's `parser`, and the pages the servers render): regexparam's, but a
 * route matches only in the letter case it is written in (regexparam ignores case). Another spelling
 * of a page is never that page: the servers redirect it (`routeSpelling`), links and navigations go
 * to the route's own spelling (src/lib/navigation/canonical-location.ts).
 */
export function parseRoute(route: string, loose?: boolean): { pattern: RegExp; keys: string[] } {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source), keys };
}

const ROUTES = Object.values(paths).map(({ path }) => ({ path, ...parse(path) }));

/**
 * `path` (bare, or with its language; no query) spelled as the route it names in any letter case is
 * written: `/EN/Reservation-Checkout/501` is `/en/reservation-checkout/501`; a parameter keeps its
 * spelling (`/Units/Ab1` is `/units/Ab1`). Undefined when no route is named, in any case.
 */
export function routeSpelling(path: string): string | undefined {
  const english = /^\/en(?=\/|$)/i.exec(path);
  const bare = english ? path.slice(3) || '/' : path;
  for (const route of ROUTES) {
    const found = route.pattern.exec(bare);
    if (!found) continue;
    const params = Object.fromEntries(route.keys.map((key, index) => [key, found[index + 1]!]));
    const spelled = inject(route.path, params);
    if (!english) return spelled;
    return spelled === '/' ? LOCALE_BASE.en : `${LOCALE_BASE.en}${spelled}`;
  }
  return undefined;
}
