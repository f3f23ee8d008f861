import { safeDecode } from '../../src/lib/navigation/safe-redirect';

/**
 * One cookie of a request. In the browser worker (`npm run dev`) a Request cannot carry a `Cookie`
 * header (a forbidden header name, which MSW cannot add either), so there the page's own cookies
 * stand in for same-origin calls, as the browser would have sent them.
 */
export function requestCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') || browserCookies(request);
  const found = header.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return found ? safeDecode(found.slice(name.length + 1)) : undefined;
}

function browserCookies(request: Request): string {
  const inBrowser =
    typeof document !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator;
  if (!inBrowser || request.credentials === 'omit') return '';
  return new URL(request.url).origin === window.location.origin ? document.cookie : '';
}
