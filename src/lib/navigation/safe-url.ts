import { safeFromPath } from './safe-redirect';

/**
 * The one check for a URL that comes from the API and becomes a link, a download, an image source,
 * a script or a page to go to: an `https:` URL without credentials, or a path of this site (our own
 * files, `/media/...`). Anything else (`javascript:`, `data:`, plain `http:`, `//host`, ...) gives
 * undefined: show the value as text, or leave the element out.
 */
export function safeApiUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (value.startsWith('/')) return safeFromPath(value, '') || undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username || url.password) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * A URL from the API that must stay on this site (a file behind the session, such as a financing
 * document): a path of this site as `safeApiUrl` checks it; any absolute URL, even `https:`, gives
 * undefined.
 */
export function safeSitePath(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') ? safeApiUrl(value) : undefined;
}
