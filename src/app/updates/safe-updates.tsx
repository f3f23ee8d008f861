import { appConfig } from '@/lib/http/config';
import { BuildUpdates } from './build-updates';
import { ManifestRedirects } from './manifest-redirects';

/**
 * Safe updates of a production build: picks up a newer deployment on the next navigation and
 * applies the build's redirects. Renders nothing; inactive in development (no build manifest).
 */
export function SafeUpdates({ runningBuildId = appConfig.buildId }: { runningBuildId?: string }) {
  if (runningBuildId === 'dev') return null;
  return (
    <>
      <BuildUpdates runningBuildId={runningBuildId} />
      <ManifestRedirects runningBuildId={runningBuildId} />
    </>
  );
}
