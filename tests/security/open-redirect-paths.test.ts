// Attack: a `from` (or any parameter that becomes a link) that leads off the site.
import { describe, expect, it } from 'vitest';
import { safeFromPath } from '@/lib/navigation/safe-redirect';

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
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/account'],
    ['three slashes', '///evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['backslash backslash', '\\\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['backslash anywhere', '/account\\..\\..\\evil'],
    ['absolute https', 'https://evil.example'],
    ['absolute http to this path', 'http://evil.example/account'],
    ['scheme-relative with spaces', ' //evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: mixed case', 'JaVaScRiPt:alert(document.cookie)'],
    ['javascript: with a comment', 'javascript://%0Aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['relative without slash', 'evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slash after slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded backslash lower case', '/%5cevil.example'],
    ['dot segment to //', '/.//evil.example'],
    ['dot-dot segment to //', '/..//evil.example'],
    ['nested dot-dot to //', '/a/..//evil.example'],
    ['encoded dot to //', '/%2e//evil.example'],
    ['tab inside //', '/\t/evil.example'],
    ['newline inside //', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['leading tab', '\t//evil.example'],
    ['null byte', '/\u0000/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['non-breaking space', '/\u00a0/evil.example'],
    ['ideographic space', '/\u3000/evil.example'],
    ['broken percent encoding', '/%E0%A4%A'],
    ['very long', `/${'a'.repeat(5000)}`],
  ])('refuses %s', (_name, from) => {
    expect(safeFromPath(from, FALLBACK)).toBe(FALLBACK);
  });

  it('falls back to home by default', () => {
    expect(safeFromPath('//evil.example')).toBe('/');
  });

  it('never returns a value that a browser would read as another host', () => {
    const tricky = [
      '/.//a',
      '/./\\a',
      '/%2e%2e//a',
      '/x/../..//a',
      '/\u2028/a',
      '/%252F%252Fevil.example',
    ];
    for (const from of tricky) {
      const result = safeFromPath(from, FALLBACK);
      expect(new URL(result, 'https://site.test').origin).toBe('https://site.test');
      expect(result.startsWith('//')).toBe(false);
    }
  });
});
