import { useCallback } from 'react';
import { useLocation, useSearch, type BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { LOCALE_BASE, localeFromPath } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { routeSpelling } from '@/lib/navigation/route-spelling';
import { isSafePath, safeFromPath } from '@/lib/navigation/safe-redirect';

/** The home page of the language `path` is in. */
const homeOf = (path: string) => LOCALE_BASE[localeFromPath(path)] || '/';

/**
 * One URL per page: no trailing slash ("/en/" is "/en", "/projects/?page=2" is "/projects?page=2"),
 * a route in the letter case it is written in ("/EN/Units/7" is "/en/units/7": the router matches
 * nothing else). wouter joins the base and "/" into "/en/"; links and navigations go through this
 * instead. A path that is not a safe path of this site (src/lib/navigation/safe-redirect.ts) is its language's
 * home page.
 */
export function canonicalPath(path: string): string {
  const trimmed = path.replace(/^(\/[^?#]*?)\/+(?=$|[?#])/, '$1');
  const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(trimmed) ?? [];
  const spelled = `${routeSpelling(pathname) ?? pathname}${rest}`;
  return isSafePath(spelled) ? spelled : homeOf(spelled);
}

/**
 * The address the app works with, on the server and in the browser alike: a hostile one
 * (`/en//evil.example`, `/en/%5Cevil.example`: after the language prefix they read as another host),
 * or any encoded one (no page of the site has one), is its language's 404 page, so no link, `from`
 * or redirect is ever built from it.
 */
export function safeLocation(path: string): string {
  // Every link and route asks for the same address while a page renders: checked once.
  if (lastChecked?.[0] !== path)
    lastChecked = [
      path,
      isSafePath(path) && !path.includes('%') ? path : `${LOCALE_BASE[localeFromPath(path)]}/404`,
    ];
  return lastChecked[1];
}
let lastChecked: [string, string] | undefined;

/** Replaces a hostile address in the address bar by its language's 404 page (before the app starts). */
export function normaliseAddress(): void {
  const { pathname } = window.location;
  const safe = safeLocation(pathname);
  if (safe !== pathname) window.history.replaceState(window.history.state, '', safe);
}

type NavigateOptions = { replace?: boolean; state?: unknown };

/** A location hook whose navigations go to canonical paths. */
export function withCanonicalPaths(useLocationHook: BaseLocationHook): BaseLocationHook {
  return (...args) => {
    const [address, navigate] = useLocationHook(...args);
    const location = safeLocation(address);
    const go = useCallback(
      (to: string, options?: NavigateOptions) => navigate(canonicalPath(to), options),
      [navigate],
    );
    return [location, go];
  };
}

/** The browser location, navigating to canonical paths. */
export const useCanonicalLocation = withCanonicalPaths(useBrowserLocation);

/** The current page as a full path (language prefix, query), safe to carry as `from`. */
export function useCurrentPath(): string {
  const [location] = useLocation();
  const search = useSearch();
  const base = LOCALE_BASE[useLocale()];
  return safeFromPath(`${base}${location}${search ? `?${search}` : ''}`, base || '/');
}
