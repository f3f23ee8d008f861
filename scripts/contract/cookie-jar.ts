/**
 * A small cookie jar for one client talking to one site: remembers the `Set-Cookie` answers (name and
 * value; expiry by `Max-Age` / `Expires`) and sends them back in `Cookie`. Paths and domains are ignored.
 */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; expiresAt?: number }>();

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
    for (const attribute of attributes) {
      const [key, raw = ''] = attribute.split('=');
      if (key.toLowerCase() === 'max-age') expiresAt = this.now() + Number(raw) * 1000;
      else if (key.toLowerCase() === 'expires' && expiresAt === undefined)
        expiresAt = Date.parse(raw);
    }
    if (value === '' || (expiresAt !== undefined && expiresAt <= this.now()))
      this.cookies.delete(name);
    else this.cookies.set(name, { value, expiresAt });
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

  set(name: string, value: string): void {
    this.cookies.set(name, { value: encodeURIComponent(value) });
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  clear(): void {
    this.cookies.clear();
  }

  /** The `Cookie` header value, or undefined when the jar is empty. */
  header(): string | undefined {
    const names = [...this.cookies.keys()].filter((name) => this.get(name) !== undefined);
    if (names.length === 0) return undefined;
    return names.map((name) => `${name}=${this.cookies.get(name)?.value}`).join('; ');
  }
}
