import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import { fetchLatestBuild } from '@/lib/navigation/build-manifest';
import { useAfterFirstPage } from '../first-page/first-page';
import { pageLoads } from './load-page';
import { newerBuild, setNewerBuild } from './newer-build';

type Props = { runningBuildId: string };

/**
 * Polls builds/latest.json at the interval of web-app-config; when it names another build, the next
 * navigation (see navigateOrLoad), or a history step back or forward, loads the page in full.
 */
export function BuildUpdates({ runningBuildId }: Props) {
  // Not needed by the first screen: asked for once it is shown.
  const config = useGetWebAppConfig({ query: { enabled: useAfterFirstPage() } });
  const pollSeconds = config.data?.build_manifest_poll_seconds;
  const latest = useQuery({
    queryKey: ['build-manifest', 'latest'],
    queryFn: fetchLatestBuild,
    enabled: pollSeconds !== undefined,
    refetchInterval: (pollSeconds ?? 0) * 1000,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const latestId = latest.data?.buildId;

  useEffect(() => {
    if (latestId) setNewerBuild(latestId === runningBuildId ? null : latestId);
  }, [latestId, runningBuildId]);

  useEffect(() => {
    const onHistoryStep = () => {
      if (newerBuild() !== null) pageLoads.reload();
    };
    window.addEventListener('popstate', onHistoryStep);
    return () => window.removeEventListener('popstate', onHistoryStep);
  }, []);

  return null;
}
