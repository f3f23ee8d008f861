// Attack: an open redirect through the current path or a parameter. The router's location can be
// `//evil.example` (from /en//evil.example), `/\evil.example` (from /en/%5Cevil.example) or a
// tab-prefixed `//` form; every link and redirect the app builds from it must stay on this site.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canonicalPath } from '@/lib/navigation/canonical-location';
import { Header } from '@/app/layout/header';
import { RouteGuard } from '@/app/router/route-guard';
import { matchRedirect } from '@/app/updates/match-redirect';
import { isSafePath, safeFromPath } from '@/lib/navigation/safe-redirect';
import { renderApp } from '@/testing/render';
import { answerSession } from '@/testing/session';

const SITE = 'https://site.example';

/** True when `href`, followed from a page of this site, stays on it and names no other host. */
function staysOnSite(href: string | null): boolean {
  if (href === null) return false;
  const url = new URL(href, `${SITE}/en/somewhere`);
  const decoded = decodeURIComponent(url.pathname);
  // eslint-disable-next-line no-control-regex
  return url.origin === SITE && !/[/\\]{2}|\\|[\u0000-\u001f]/.test(decoded);
}

/** Paths inside a language, as the router sees them after stripping /en and decoding. */
const HOSTILE_LOCATIONS = [
  '//evil.example',
  '//evil.example/account',
  '/\\evil.example',
  '/\t/evil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/%2F%2Fevil.example',
  '/./\\evil.example',
];

const preventNavigation = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', preventNavigation));
afterEach(() => document.removeEventListener('click', preventNavigation));

describe('the same-origin helper', () => {
  it.each([
    '/en//evil.example',
    '/en/\\evil.example',
    '/en/%5Cevil.example',
    '/en/%09/evil.example',
    '/en/\t/evil.example',
    '/en/%2F%2Fevil.example',
    '/en/%2f/evil.example',
    '/projects//evil.example',
    '/a%3F//evil.example',
  ])('refuses a path that names another host after the language prefix: %s', (path) => {
    expect(isSafePath(path)).toBe(false);
    expect(safeFromPath(path)).toBe('/');
  });

  it('keeps ordinary paths, and encodes what a browser would', () => {
    expect(safeFromPath('/en/properties?q=a b#top')).toBe('/en/properties?q=a%20b#top');
    expect(safeFromPath('/en/properties?next=https://x.example')).toBe(
      '/en/properties?next=https://x.example',
    );
    expect(isSafePath('/en/units/501')).toBe(true);
  });

  it.each(HOSTILE_LOCATIONS)('canonical links never leave the site: %s', (path) => {
    expect(staysOnSite(canonicalPath(path))).toBe(true);
    expect(staysOnSite(canonicalPath(`/en${path}`))).toBe(true);
    expect(canonicalPath(`/en${path}`)).toBe('/en');
  });

  it('manifest redirects ignore hostile targets and hostile paths', () => {
    const redirects = [
      { from: '/old/:id', to: '/:id' },
      { from: '/go', to: '//evil.example' },
      { from: '/go2', to: '/\\evil.example' },
    ];
    expect(matchRedirect('/old/%2F%2Fevil.example', redirects)).toBeNull();
    expect(matchRedirect('/old/\\evil.example', redirects)).toBeNull();
    expect(matchRedirect('/go', redirects)).toBeNull();
    expect(matchRedirect('/go2', redirects)).toBeNull();
    expect(matchRedirect('/old/faq', redirects)).toBe('/faq');
  });
});

describe.each(['ar', 'en'] as const)('at a hostile location, in %s', (locale) => {
  it.each(HOSTILE_LOCATIONS)(
    'the language switch and sign-in links stay on the site: %s',
    async (path) => {
      answerSession(false);
      await renderApp(<Header />, { locale, path });
      const banner = screen.getByRole('banner');
      const switchLink = within(banner).getByTestId('language-switch');
      expect(staysOnSite(switchLink.getAttribute('href'))).toBe(true);
      // The hostile address is the language's 404 page: the switch leads to the other one's.
      expect(switchLink.getAttribute('href')).toBe(locale === 'ar' ? '/en/404' : '/404');
      const signIn = await within(banner).findByRole('link', { name: /sign in|تسجيل الدخول/i });
      const href = signIn.getAttribute('href') ?? '';
      expect(staysOnSite(href)).toBe(true);
      const from = new URL(href, SITE).searchParams.get('from');
      if (from !== null) expect(staysOnSite(from)).toBe(true);
    },
  );

  it.each(HOSTILE_LOCATIONS)(
    'a guarded page sends to sign-in with a safe `from`: %s',
    async (path) => {
      answerSession(false);
      const view = await renderApp(<RouteGuard guard="auth">private</RouteGuard>, { locale, path });
      await screen.findByTestId('providers-ready');
      await expect.poll(() => view.location()).toContain('/sign-in');
      const from = new URL(view.location(), SITE).searchParams.get('from');
      expect(staysOnSite(from)).toBe(true);
    },
  );
});
