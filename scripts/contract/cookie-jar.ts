/**
 * A small cookie jar for one client talking to one site: remembers the `Set-Cookie` answers (name,
 * value, `Path`; expiry by `Max-Age` / `Expires`) and sends them back in `Cookie` to the paths a
 * browser would (a cookie with `Path=/customer/api/v1/refresh` goes with that call only). One value
 * per name; domains are ignored.
 */
type Kept = { value: string; path: string; expiresAt?: number };

/** Whether a cookie of `cookiePath` goes with a request for `path` (RFC 6265, 5.1.4). */
export function pathMatches(cookiePath: string, path: string): boolean {
  if (path === cookiePath) return true;
  if (!path.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || path[cookiePath.length] === '/';
}

export class CookieJar {
  private readonly cookies = new Map<string, Kept>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Reads every `Set-Cookie` of an answer. */
  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) this.storeLine(line);
  }

  storeLine(line: string): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    if (separator <= 0) return;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    let expiresAt: number | undefined;
    let path = '/';
    for (const attribute of attributes) {
      const [key = '', raw = ''] = attribute.split('=');
      if (key.toLowerCase() === 'max-age') expiresAt = this.now() + Number(raw) * 1000;
      else if (key.toLowerCase() === 'expires' && expiresAt === undefined)
        expiresAt = Date.parse(raw);
      else if (key.toLowerCase() === 'path' && raw.startsWith('/')) path = raw;
    }
    if (value === '' || (expiresAt !== undefined && expiresAt <= this.now()))
      this.cookies.delete(name);
    else this.cookies.set(name, { value, path, expiresAt });
  }

  get(name: string): string | undefined {
    const cookie = this.cookies.get(name);
    if (!cookie) return undefined;
    if (cookie.expiresAt !== undefined && cookie.expiresAt <= this.now()) {
      this.cookies.delete(name);
      return undefined;
    }
    return decodeURIComponent(cookie.value);
  }

  /** The path a kept cookie goes to, if it is kept. */
  pathOf(name: string): string | undefined {
    return this.get(name) === undefined ? undefined : this.cookies.get(name)?.path;
  }

  set(name: string, value: string, path = '/'): void {
    this.cookies.set(name, { value: encodeURIComponent(value), path });
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  clear(): void {
    this.cookies.clear();
  }

  /**
   * The `Cookie` header value for a request to `path` (every cookie when none is given), with
   * `replaced` values instead of the kept ones; undefined when there is none.
   */
  header(path?: string, replaced: Record<string, string> = {}): string | undefined {
    const sent = [...this.cookies.keys()]
      .filter((name) => !(name in replaced) && this.get(name) !== undefined)
      .filter((name) => path === undefined || pathMatches(this.cookies.get(name)!.path, path))
      .map((name) => `${name}=${this.cookies.get(name)?.value}`);
    for (const [name, value] of Object.entries(replaced))
      sent.push(`${name}=${encodeURIComponent(value)}`);
    return sent.length > 0 ? sent.join('; ') : undefined;
  }
}
