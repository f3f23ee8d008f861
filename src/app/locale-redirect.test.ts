import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectRootVisit } from './locale-redirect';

function visit(
  pathname: string,
  { cookie = '', languages = ['ar-SA'], search = '', hash = '' } = {},
) {
  const replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname, search, hash, replace });
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
  if (cookie) document.cookie = cookie;
  return { redirected: redirectRootVisit(), replace };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('redirectRootVisit', () => {
  it('keeps Arabic at / by default', () => {
    const { redirected, replace } = visit('/', { languages: ['fr-FR'] });
    expect(redirected).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a browser in English to /en, keeping the query and hash', () => {
    const { redirected, replace } = visit('/', {
      languages: ['en-GB', 'ar'],
      search: '?utm=x',
      hash: '#calc',
    });
    expect(redirected).toBe(true);
    expect(replace).toHaveBeenCalledWith('/en?utm=x#calc');
  });

  it('takes the first language the site has', () => {
    expect(visit('/', { languages: ['fr', 'ar-EG', 'en'] }).redirected).toBe(false);
    expect(visit('/', { languages: ['de', 'EN-us'] }).redirected).toBe(true);
  });

  it('prefers the locale cookie over the browser', () => {
    expect(visit('/', { cookie: 'locale=ar', languages: ['en-US'] }).redirected).toBe(false);
    expect(visit('/', { cookie: 'locale=en', languages: ['ar-SA'] }).replace).toHaveBeenCalledWith(
      '/en',
    );
  });

  it('ignores a cookie that is not a language of the site', () => {
    expect(visit('/', { cookie: 'locale=fr', languages: ['en-US'] }).redirected).toBe(true);
  });

  it('never redirects a deep link: its path names the language', () => {
    expect(visit('/projects', { cookie: 'locale=en', languages: ['en'] }).redirected).toBe(false);
    expect(visit('/en/projects', { cookie: 'locale=ar', languages: ['ar'] }).redirected).toBe(
      false,
    );
    expect(visit('/en', { cookie: 'locale=ar' }).redirected).toBe(false);
  });
});
