// The id and time of a production build, known to the app (import.meta.env.VITE_BUILD_ID) and written
// into dist/index.html (<meta name="build-id">, <meta name="build-time">), where
// scripts/write-build-manifest.mjs reads them. The id is `<UTC time>-<git commit>`, e.g.
// 20250101T120000Z-1a2b3c4d. VITE_BUILD_ID overrides it; SOURCE_DATE_EPOCH (seconds) fixes the time,
// so two builds of one commit with the same SOURCE_DATE_EPOCH are byte-for-byte the same.
import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

export type BuildInfo = { buildId: string; time: string };

const BUILD_ID = /^[A-Za-z0-9._-]{1,80}$/;

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return 'nogit';
  }
}

export function resolveBuildInfo(env: Record<string, string | undefined> = process.env): BuildInfo {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  const date =
    env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : new Date();
  const time = date.toISOString();
  const stamp = time.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const buildId = env.VITE_BUILD_ID || `${stamp}-${gitCommit()}`;
  if (!BUILD_ID.test(buildId))
    throw new Error(`Invalid build id "${buildId}": use letters, digits, . _ -`);
  return { buildId, time };
}

/** Writes the build's id and time into index.html for the manifest script (and for support staff). */
export function buildInfoPlugin(info: BuildInfo): Plugin {
  return {
    name: 'build-info',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'build-id', content: info.buildId }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'build-time', content: info.time }, injectTo: 'head' },
    ],
  };
}
