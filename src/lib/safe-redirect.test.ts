import { describe, expect, it } from 'vitest';
import { safeFromPath } from './safe-redirect';

const FALLBACK = '/account';

describe('safeFromPath', () => {
  it.each([
    ['/account', '/account'],
    ['/en/account/details', '/en/account/details'],
    ['/properties?city=riyadh&page=2', '/properties?city=riyadh&page=2'],
    ['/privacy-policy#article-3', '/privacy-policy#article-3'],
    ['/search?q=hello%20world', '/search?q=hello%20world'],
    ['/projects/../account', '/account'],
    ['/', '/'],
  ])('keeps the site path %s', (from, expected) => {
    expect(safeFromPath(from, FALLBACK)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['empty', ''],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/account'],
    ['three slashes', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['backslash backslash', '\\\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['backslash anywhere', '/account\\..\\..\\evil'],
    ['absolute https', 'https://evil.com'],
    ['absolute http to this path', 'http://evil.com/account'],
    ['scheme-relative with spaces', ' //evil.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: mixed case', 'JaVaScRiPt:alert(document.cookie)'],
    ['javascript: with a comment', 'javascript://%0Aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['relative without slash', 'evil.com'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded slash after slash', '/%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded backslash lower case', '/%5cevil.com'],
    ['dot segment to //', '/.//evil.com'],
    ['dot-dot segment to //', '/..//evil.com'],
    ['nested dot-dot to //', '/a/..//evil.com'],
    ['encoded dot to //', '/%2e//evil.com'],
    ['tab inside //', '/\t/evil.com'],
    ['newline inside //', '/\n/evil.com'],
    ['carriage return', '/\r/evil.com'],
    ['leading tab', '\t//evil.com'],
    ['null byte', '/\u0000/evil.com'],
    ['encoded newline', '/%0A/evil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['non-breaking space', '/\u00a0/evil.com'],
    ['ideographic space', '/\u3000/evil.com'],
    ['broken percent encoding', '/%E0%A4%A'],
    ['very long', `/${'a'.repeat(5000)}`],
  ])('refuses %s', (_name, from) => {
    expect(safeFromPath(from, FALLBACK)).toBe(FALLBACK);
  });

  it('falls back to home by default', () => {
    expect(safeFromPath('//evil.com')).toBe('/');
  });

  it('never returns a value that a browser would read as another host', () => {
    const tricky = [
      '/.//a',
      '/./\\a',
      '/%2e%2e//a',
      '/x/../..//a',
      '/\u2028/a',
      '/%252F%252Fevil.com',
    ];
    for (const from of tricky) {
      const result = safeFromPath(from, FALLBACK);
      expect(new URL(result, 'https://site.test').origin).toBe('https://site.test');
      expect(result.startsWith('//')).toBe(false);
    }
  });
});
