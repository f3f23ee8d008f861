import type { BuildRedirect } from '@/lib/navigation/build-manifest';
import { safeFromPath } from '@/lib/navigation/safe-redirect';

const segments = (path: string) => path.split('/').filter(Boolean);

function matchOne(path: string, redirect: BuildRedirect): string | null {
  const from = segments(redirect.from);
  const actual = segments(path);
  if (from.length !== actual.length) return null;
  const params = new Map<string, string>();
  for (const [index, part] of from.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params.set(part, value);
    else if (part !== value) return null;
  }
  return redirect.to
    .split('/')
    .map((part) => params.get(part) ?? part)
    .join('/');
}

/**
 * The target of the first redirect whose `from` matches this bare path (`:name` matches one
 * segment, reused in `to`), keeping the query string and hash when `to` has none. Targets that are
 * not paths of this site, or that lead back to the same path, are ignored.
 */
export function matchRedirect(
  path: string,
  redirects: BuildRedirect[],
  search = '',
  hash = '',
): string | null {
  for (const redirect of redirects) {
    const target = matchOne(path, redirect);
    if (target === null) continue;
    const safe = safeFromPath(target, '');
    if (!safe || safe === path) continue;
    const query = safe.includes('?') || safe.includes('#') ? '' : search;
    return `${safe}${query}${safe.includes('#') ? '' : hash}`;
  }
  return null;
}
