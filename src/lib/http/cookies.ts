import { safeDecode } from '../navigation/safe-redirect';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? safeDecode(found.slice(prefix.length)) : undefined;
}

/**
 * A cookie the page sets: Path=/, SameSite=Lax, and Secure on an https page (never sent over plain
 * http, where it could be read or replaced). A plain-http page is development: there only a loopback
 * host would keep a Secure cookie (a phone on the LAN would not), so it is left out.
 */
export function cookieLine(name: string, value: string, maxAgeDays: number, protocol: string) {
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  document.cookie = cookieLine(name, value, maxAgeDays, window.location.protocol);
}
