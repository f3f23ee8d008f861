import { describe, expect, it } from 'vitest';
import { rootLocale, rootRedirect } from '../../scripts/root-locale.mjs';

// The servers' choice of language for a visit to `/` (scripts/root-locale.mjs).
describe('rootLocale', () => {
  it('keeps Arabic by default', () => {
    expect(rootLocale()).toBe('ar');
    expect(rootLocale('', 'fr-FR,fr;q=0.9')).toBe('ar');
  });

  it('takes the first language the site has from the browser', () => {
    expect(rootLocale('', 'en-GB,ar;q=0.8')).toBe('en');
    expect(rootLocale('', 'fr,ar-EG;q=0.9,en;q=0.8')).toBe('ar');
    expect(rootLocale('', 'de, EN-us;q=0.5')).toBe('en');
  });

  it('prefers the locale cookie over the browser', () => {
    expect(rootLocale('theme=dark; locale=ar', 'en-US')).toBe('ar');
    expect(rootLocale('locale=en', 'ar-SA')).toBe('en');
  });

  it('ignores a cookie that is not a language of the site', () => {
    expect(rootLocale('locale=fr', 'en-US')).toBe('en');
    expect(rootLocale('xlocale=en', 'ar')).toBe('ar');
  });
});

describe('rootRedirect', () => {
  it('sends English to /en with the query; serves Arabic in place', () => {
    expect(rootRedirect('locale=en', '', '?utm=x')).toBe('/en?utm=x');
    expect(rootRedirect(undefined, 'en')).toBe('/en');
    expect(rootRedirect(undefined, 'ar-SA,en')).toBeUndefined();
  });
});
