// Attack: a hostile Accept-Language header (4 kB built for a backtracking matcher) sent to `/`, and
// headers on which the app's servers and nginx could disagree about the language. One rule
// (scripts/root-locale.mjs), one table: this file checks the app's servers; tests/security/nginx.spec.ts
// sends the same table to nginx.
import { describe, expect, it } from 'vitest';
import { rootLocale, rootRedirect } from '../../scripts/root-locale.mjs';
import { HOSTILE_ACCEPT_LANGUAGES, ROOT_LOCALE_CASES } from './support/root-locale-cases';

describe('the language of /', () => {
  it.each(ROOT_LOCALE_CASES)(
    '$cookie | $acceptLanguage → $locale',
    ({ cookie, acceptLanguage, locale }) => {
      expect(rootLocale(cookie, acceptLanguage)).toBe(locale);
      expect(rootRedirect(cookie, acceptLanguage, '?utm=x')).toBe(
        locale === 'en' ? '/en?utm=x' : undefined,
      );
    },
  );

  it.each(HOSTILE_ACCEPT_LANGUAGES.map((header, index) => [index, header]))(
    'decides on hostile header %i (4 kB) in under 10 ms',
    (_index, header) => {
      expect(header.length).toBeGreaterThanOrEqual(4000);
      expect(rootLocale('', header)).toBe('ar');
      // The fastest of a few runs: the machine's load is not the matcher's cost.
      const runs = Array.from({ length: 5 }, () => {
        const started = performance.now();
        rootLocale('', header);
        return performance.now() - started;
      });
      expect(Math.min(...runs)).toBeLessThan(10);
    },
  );
});
