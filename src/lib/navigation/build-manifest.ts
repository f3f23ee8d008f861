/**
 * The build manifest written by scripts/write-build-manifest.mjs: static files next to the app, not
 * part of the API. `builds/latest.json` names the newest deployed build; `builds/meta/<id>.json`
 * holds one build's per-route redirects.
 */
export type BuildRedirect = { from: string; to: string; status?: number };
export type LatestBuild = { buildId: string; time: string };
export type BuildMeta = LatestBuild & { redirects: BuildRedirect[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isLatestBuild = (value: unknown): value is LatestBuild =>
  isRecord(value) &&
  typeof value.buildId === 'string' &&
  value.buildId !== '' &&
  typeof value.time === 'string';

const isRedirect = (value: unknown): value is BuildRedirect =>
  isRecord(value) && typeof value.from === 'string' && typeof value.to === 'string';

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(new URL(path, window.location.origin), {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** The newest deployed build. Rejects when the manifest cannot be read. */
export async function fetchLatestBuild(): Promise<LatestBuild> {
  const body = await fetchJson('/builds/latest.json');
  if (!isLatestBuild(body)) throw new Error('builds/latest.json is not a build manifest');
  return { buildId: body.buildId, time: body.time };
}

/** One build's manifest; a missing or malformed list of redirects reads as none. */
export async function fetchBuildMeta(buildId: string): Promise<BuildMeta> {
  const body = await fetchJson(`/builds/meta/${encodeURIComponent(buildId)}.json`);
  if (!isLatestBuild(body)) throw new Error(`builds/meta/${buildId}.json is not a build manifest`);
  const redirects: unknown = (body as { redirects?: unknown }).redirects;
  const list: unknown[] = Array.isArray(redirects) ? redirects : [];
  return { buildId: body.buildId, time: body.time, redirects: list.filter(isRedirect) };
}
