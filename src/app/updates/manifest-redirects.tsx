import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { fetchBuildMeta } from '@/lib/navigation/build-manifest';
import { useAfterFirstPage } from '../first-page/first-page';
import { matchRedirect } from './match-redirect';

type Props = { runningBuildId: string };

/** The running build's manifest (fetched once), asked for now or only once `enabled`. */
export function useBuildMeta(runningBuildId: string, enabled = true) {
  return useQuery({
    queryKey: ['build-manifest', 'meta', runningBuildId],
    queryFn: () => fetchBuildMeta(runningBuildId),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled,
  });
}

/**
 * Applies the redirects of the running build's manifest: a listed `from` path is replaced by its
 * `to`. Inside the locale's router, so bare paths apply under /en as well. The manifest is asked for
 * once the first page is shown; the 404 page asks for it at once, and waits for it (NotFoundPage).
 */
export function ManifestRedirects({ runningBuildId }: Props) {
  const meta = useBuildMeta(runningBuildId, useAfterFirstPage());
  const [location, navigate] = useLocation();
  const redirects = meta.data?.redirects;

  useLayoutEffect(() => {
    if (!redirects || redirects.length === 0) return;
    const target = matchRedirect(location, redirects, window.location.search, window.location.hash);
    if (target) navigate(target, { replace: true });
  }, [location, redirects, navigate]);

  return null;
}
