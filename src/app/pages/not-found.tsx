import { PageLoading } from '@/components/status';
import { appConfig } from '@/lib/config';
import { useBuildMeta } from '../updates/manifest-redirects';
import { ErrorPage } from './error-page';

/**
 * A path no route knows. The build's manifest may redirect it (ManifestRedirects): until the manifest
 * has answered, the page is loading rather than "not found". Without a manifest (development, or it
 * cannot be read) the 404 shows.
 */
export function NotFoundPage({ runningBuildId = appConfig.buildId }: { runningBuildId?: string }) {
  const hasManifest = runningBuildId !== 'dev';
  const meta = useBuildMeta(runningBuildId, hasManifest);
  if (hasManifest && meta.isPending) return <PageLoading />;
  return <ErrorPage status={404} />;
}
