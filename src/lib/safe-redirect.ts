/**
 * `from` is honoured only when it is a path of this site: it starts with a single "/", has no
 * backslash, no control characters, and resolves to this origin. Anything else gives the fallback.
 */
export function safeFromPath(from: string | null | undefined, fallback = '/'): string {
  if (!from || from.length > 2048) return fallback;
  if (!from.startsWith('/') || from.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(from)) return fallback;
  try {
    const base = 'https://this-site.invalid';
    const url = new URL(from, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
