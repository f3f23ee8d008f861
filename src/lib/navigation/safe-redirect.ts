/**
 * The one same-origin helper: every link or redirect built from the current path or a parameter
 * (`from`, the language switch, canonical links, manifest redirects, notification links) goes
 * through `safeFromPath`, which keeps a path of this site and turns anything else into the fallback.
 */
const MAX_LENGTH = 2048;
const BASE = 'https://this-site.invalid';
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** An empty path segment ("//") or a backslash (read as "/"): another host to some parsers. */
const HOST_LIKE = /\/\/|\\/;

/** `decodeURIComponent` that never throws: a bad encoding is plain text (`%` stays `%`). */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const pathPart = (value: string) => value.split(/[?#]/, 1)[0] ?? '';

/** A path the helper keeps as it is: no "//", backslash, whitespace or control character in it. */
function isPlainPath(value: string): boolean {
  const path = pathPart(value);
  return value.startsWith('/') && !HOST_LIKE.test(path) && !/\s/.test(path) && !CONTROL.test(value);
}

/**
 * `from` is honoured only when it is a path of this site: it starts with a single "/"; its path has
 * no empty segment ("//"), backslash, whitespace or control character, neither as written nor
 * percent-decoded (so no parser can read a host in it, even after a language prefix is removed); it
 * resolves to this origin; and it is still such a path once dot segments are resolved
 * ("/.//evil" is "//evil"). The result is the path as a browser would send it (percent-encoded).
 * Anything else gives the fallback.
 */
export function safeFromPath(from: string | null | undefined, fallback = '/'): string {
  if (!from || from.length > MAX_LENGTH || !isPlainPath(from)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(from);
  } catch {
    return fallback;
  }
  if (CONTROL.test(decoded) || HOST_LIKE.test(pathPart(decoded))) return fallback;
  try {
    const url = new URL(from, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== BASE || !isPlainPath(path)) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** True when `path` is a path of this site that `safeFromPath` keeps. */
export function isSafePath(path: string): boolean {
  return safeFromPath(path, '') !== '';
}
