const MAX_LENGTH = 2048;
const BASE = 'https://this-site.invalid';
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\\\u0000-\u001f\u007f-\u009f\s]/;
// eslint-disable-next-line no-control-regex
const DECODED_FORBIDDEN = /^\/[/\\]|[\u0000-\u001f\u007f]/;

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A single leading "/" that no browser reads as "//host", before or after decoding. */
function isPlainPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !FORBIDDEN.test(value);
}

/**
 * `from` is honoured only when it is a path of this site: it starts with a single "/", has no
 * backslash, whitespace or control character, none of "//", "/\\" or a control character once
 * percent-decoded, resolves to this origin and
 * still starts with a single "/" once dot segments are resolved ("/.//evil" is "//evil"). Anything else
 * gives the fallback.
 */
export function safeFromPath(from: string | null | undefined, fallback = '/'): string {
  if (!from || from.length > MAX_LENGTH || !isPlainPath(from)) return fallback;
  const decoded = decodeOnce(from);
  if (decoded === null || DECODED_FORBIDDEN.test(decoded)) return fallback;
  try {
    const url = new URL(from, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== BASE || !isPlainPath(path)) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
