import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSignOutMockHandler } from '@generated/api/auth/auth.msw';
import { getListNotificationsMockHandler } from '@generated/api/notifications/notifications.msw';
import { readCookie } from '@/lib/http/cookies';
import { renderApp } from '@/testing/render';
import { answerSession } from '@/testing/session';
import { server } from '../../../mocks/node';
import { Header } from './header';

function answerNotifications(unread: number) {
  const calls = { list: 0 };
  server.use(
    getListNotificationsMockHandler(() => {
      calls.list += 1;
      return {
        count: 0,
        page: 1,
        page_size: 20,
        unread_count: unread,
        results: [],
      };
    }),
  );
  return calls;
}

// The badge loads on demand in the app; load it once here so no test waits for the transform.
beforeAll(() => import('@/features/notifications/entries/badge'), 30_000);

const preventNavigation = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', preventNavigation));
afterEach(() => document.removeEventListener('click', preventNavigation));

describe('Header', () => {
  it('links every section, under /en in English, and marks the current one', async () => {
    answerSession(false);
    await renderApp(<Header />, { locale: 'en', path: '/properties/12' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/projects',
      '/en/properties',
      '/en/units',
      '/en/unit-designs',
      '/en/financing-requests',
      '/en/real-estate-request',
    ]);
    expect(within(nav).getByRole('link', { name: 'Properties', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Projects', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('offers sign-in (back to this page) to a visitor, with no notifications or account menu', async () => {
    answerSession(false);
    const calls = answerNotifications(3);
    await renderApp(<Header />, { path: '/projects/4' });
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/sign-in?from=%2Fprojects%2F4',
    );
    expect(screen.queryByRole('link', { name: /الإشعارات/ })).toBeNull();
    expect(screen.queryByTestId('account-menu')).toBeNull();
    expect(calls.list).toBe(0);
  });

  it('shows the unread count and the account menu to a signed-in customer', async () => {
    answerSession(true);
    answerNotifications(3);
    const view = await renderApp(<Header />, { locale: 'en' });
    // The badge is its own chunk (header.tsx): in a busy test run it may take more than a second.
    const badge = await screen.findByRole(
      'link',
      { name: 'Notifications, 3 unread' },
      { timeout: 10_000 },
    );
    expect(badge).toHaveAttribute('href', '/en/account#notifications');
    expect(within(badge).getByTestId('unread-count')).toHaveTextContent('3');

    // The account menu is its own chunk too: it may come after the badge.
    const toggle = await screen.findByRole('button', { name: /My account/ }, { timeout: 10_000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(
      within(panel as HTMLElement).getByRole('link', { name: 'Account details' }),
    ).toHaveAttribute('href', '/en/account/details');
    await view.user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(panel).not.toBeVisible();
  });

  it('signs out from the account menu and goes home', async () => {
    answerSession(true);
    answerNotifications(0);
    server.use(getSignOutMockHandler());
    const view = await renderApp(<Header />, { locale: 'en', path: '/account/details' });
    await view.user.click(await screen.findByRole('button', { name: /My account/ }));
    await view.user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.location()).toBe('/en');
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });

  it('collapses the navigation behind a menu button that Escape closes', async () => {
    answerSession(false);
    const view = await renderApp(<Header />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Menu' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list.tagName).toBe('UL');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('data-open', 'false');
    await view.user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');
    await view.user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu on navigation', async () => {
    answerSession(false);
    const view = await renderApp(<Header />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Menu' });
    await view.user.click(button);
    await view.user.click(screen.getByRole('link', { name: 'Units' }));
    await waitFor(() => expect(view.location()).toBe('/en/units'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['en', '/properties?city=1', '/properties?city=1', 'ar'],
    ['ar', '/projects/4', '/en/projects/4', 'en'],
    ['ar', '/', '/en', 'en'],
    ['en', '/', '/', 'ar'],
  ] as const)(
    'the language switch (%s %s) goes to %s and remembers %s',
    async (locale, path, href, other) => {
      answerSession(false);
      const view = await renderApp(<Header />, { locale, path });
      const link = screen.getByTestId('language-switch');
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('lang', other);
      await view.user.click(link);
      expect(readCookie('locale')).toBe(other);
    },
  );

  it('has a skip link to the main content', async () => {
    answerSession(false);
    await renderApp(<Header />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });
});
