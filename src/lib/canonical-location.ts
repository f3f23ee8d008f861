import { useCallback } from 'react';
import type { BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';

/**
 * One URL per page: no trailing slash ("/en/" is "/en", "/projects/?page=2" is "/projects?page=2").
 * wouter joins the base and "/" into "/en/"; links and navigations go through this instead.
 */
export function canonicalPath(path: string): string {
  return path.replace(/^(\/[^?#]*?)\/+(?=$|[?#])/, '$1');
}

type NavigateOptions = { replace?: boolean; state?: unknown };

/** A location hook whose navigations go to canonical paths. */
export function withCanonicalPaths(useLocationHook: BaseLocationHook): BaseLocationHook {
  return (...args) => {
    const [location, navigate] = useLocationHook(...args);
    const go = useCallback(
      (to: string, options?: NavigateOptions) => navigate(canonicalPath(to), options),
      [navigate],
    );
    return [location, go];
  };
}

/** The browser location, navigating to canonical paths. */
export const useCanonicalLocation = withCanonicalPaths(useBrowserLocation);
