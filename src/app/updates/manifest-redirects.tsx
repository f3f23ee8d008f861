import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { fetchBuildMeta } from '@/lib/build-manifest';
import { matchRedirect } from './match-redirect';

type Props = { runningBuildId: string };

/**
 * Applies the redirects of the running build's manifest (fetched once): a listed `from` path is
 * replaced by its `to`. Inside the locale's router, so bare paths apply under /en as well.
 */
export function ManifestRedirects({ runningBuildId }: Props) {
  const meta = useQuery({
    queryKey: ['build-manifest', 'meta', runningBuildId],
    queryFn: () => fetchBuildMeta(runningBuildId),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const [location, navigate] = useLocation();
  const redirects = meta.data?.redirects;

  useLayoutEffect(() => {
    if (!redirects || redirects.length === 0) return;
    const target = matchRedirect(location, redirects, window.location.search, window.location.hash);
    if (target) navigate(target, { replace: true });
  }, [location, redirects, navigate]);

  return null;
}
