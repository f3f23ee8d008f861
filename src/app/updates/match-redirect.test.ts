import { describe, expect, it } from 'vitest';
import { matchRedirect } from './match-redirect';

const redirects = [
  { from: '/about', to: '/who-we-are', status: 301 },
  { from: '/property/:id', to: '/properties/:id' },
  { from: '/evil', to: '//evil.example.com/x' },
  { from: '/loop', to: '/loop' },
  { from: '/with-query', to: '/units?type=villa' },
];

describe('matchRedirect', () => {
  it('redirects an exact path, with or without a trailing slash', () => {
    expect(matchRedirect('/about', redirects)).toBe('/who-we-are');
    expect(matchRedirect('/about/', redirects)).toBe('/who-we-are');
  });

  it('carries :params into the target', () => {
    expect(matchRedirect('/property/42', redirects)).toBe('/properties/42');
    expect(matchRedirect('/property/42/more', redirects)).toBeNull();
  });

  it('keeps the query string and hash unless the target has its own', () => {
    expect(matchRedirect('/about', redirects, '?a=1', '#team')).toBe('/who-we-are?a=1#team');
    expect(matchRedirect('/with-query', redirects, '?a=1')).toBe('/units?type=villa');
  });

  it('ignores paths without a redirect, other origins and loops', () => {
    expect(matchRedirect('/faq', redirects)).toBeNull();
    expect(matchRedirect('/evil', redirects)).toBeNull();
    expect(matchRedirect('/loop', redirects)).toBeNull();
    expect(matchRedirect('/about', [])).toBeNull();
  });
});
