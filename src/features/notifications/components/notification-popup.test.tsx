import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getListNotificationsMockHandler,
  getMarkNotificationReadMockHandler,
} from '@generated/api/notifications/notifications.msw';
import type { Notification } from '@generated/model';
import { renderApp } from '@/testing/render';
import { server } from '../../../../mocks/node';
import { NotificationPopup } from './notification-popup';

const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 10, minute)).toISOString();
const item = (
  id: number,
  kind: Notification['kind'],
  extra: Partial<Notification> = {},
): Notification => ({
  id,
  kind,
  body: `body ${id}`,
  read: false,
  created_at: at(id),
  ...extra,
});

/** The mock list of unread notifications; mark-read removes one from it. */
function answerList(items: Notification[]) {
  const state = { items: [...items], read: [] as number[], lists: 0 };
  server.use(
    getListNotificationsMockHandler(() => {
      state.lists += 1;
      const unread = state.items.filter((entry) => !entry.read);
      return {
        count: unread.length,
        page: 1,
        page_size: 20,
        unread_count: unread.length,
        results: unread,
      };
    }),
    getMarkNotificationReadMockHandler(({ params }) => {
      const id = Number(params.notificationId);
      state.read.push(id);
      state.items = state.items.map((entry) =>
        entry.id === id ? { ...entry, read: true } : entry,
      );
    }),
  );
  return state;
}

const popup = () => screen.getByTestId('notification-popup');

describe('NotificationPopup', () => {
  it('shows the unread financing notifications one at a time, oldest first; close marks read', async () => {
    const state = answerList([
      item(3, 'financing_request_approved', { title: 'Approved!' }),
      item(1, 'financing_request_processing'),
      item(2, 'general', { title: 'Announcement' }),
      item(4, 'reservation_confirmed', { title: 'Reservation' }),
    ]);
    const view = await renderApp(<NotificationPopup enabled />, { locale: 'en', session: false });

    const first = await within(popup()).findByRole('region');
    expect(first).toHaveAccessibleName('Your financing request is being processed');
    expect(within(popup()).getAllByRole('region')).toHaveLength(1);
    expect(first).toHaveTextContent('body 1');

    await view.user.click(within(first).getByRole('button', { name: 'Close notification' }));
    const second = await within(popup()).findByRole('region', { name: 'Approved!' });
    expect(second).toHaveTextContent('body 3');
    expect(state.read).toEqual([1]);

    await view.user.click(within(second).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(within(popup()).queryByRole('region')).toBeNull());
    expect(state.read).toEqual([1, 3]);
    expect(screen.queryByText('Announcement')).toBeNull();
  });

  it('shows nothing and calls nothing when the visitor is not signed in', async () => {
    const state = answerList([item(1, 'financing_request_approved')]);
    await renderApp(<NotificationPopup enabled={false} />, { session: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(state.lists).toBe(0);
    expect(within(popup()).queryByRole('region')).toBeNull();
  });

  it('renders the body sanitized, with same-site links in the language of the page', async () => {
    answerList([
      item(1, 'financing_request_rejected', {
        body: 'Sorry <b>FR-1</b><script>window.__xss = 1</script><img src=x onerror="window.__xss = 1"> <a href="javascript:window.__xss=1">bad</a> <a href="/account/requests">good</a>',
      }),
    ]);
    await renderApp(<NotificationPopup enabled />, { locale: 'en', session: false });
    const card = await within(popup()).findByRole('region');
    expect(card.querySelector('script, img')).toBeNull();
    expect(within(card).getByText('FR-1').closest('b')).not.toBeNull();
    // The unsafe link's words stay, as plain text.
    expect(within(card).queryByRole('link', { name: 'bad' })).toBeNull();
    expect(card.textContent).toContain('bad');
    expect(within(card).getByRole('link', { name: 'good' })).toHaveAttribute(
      'href',
      '/en/account/requests',
    );
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
  ] as const)('is a portal with the direction of %s, at the bottom', async (locale, dir) => {
    answerList([item(1, 'financing_request_prepared')]);
    const view = await renderApp(<NotificationPopup enabled />, { locale, session: false });
    await within(popup()).findByRole('region');
    expect(view.container.contains(popup())).toBe(false);
    expect(popup()).toHaveAttribute('dir', dir);
    expect(popup()).toHaveAttribute('lang', locale);
    expect(getComputedStyle(popup()).position).toBe('fixed');
  });

  it('pops a notification up once: a later load shows it no more, though it stays unread', async () => {
    const state = answerList([item(1, 'financing_request_approved', { body: 'approved' })]);
    const first = await renderApp(<NotificationPopup enabled />, { locale: 'en', session: false });
    await within(popup()).findByText('approved');
    first.unmount();

    state.items.push(item(2, 'financing_request_processing', { body: 'newer' }));
    await renderApp(<NotificationPopup enabled />, { locale: 'en', session: false });
    await within(popup()).findByText('newer');
    expect(within(popup()).queryByText('approved')).toBeNull();
    expect(state.read).toEqual([]);
  });

  it('Escape closes the notification and shows the next', async () => {
    const state = answerList([
      item(1, 'financing_request_prepared', { body: 'first' }),
      item(2, 'financing_request_approved', { body: 'second' }),
    ]);
    const view = await renderApp(<NotificationPopup enabled />, { locale: 'en', session: false });
    const card = await within(popup()).findByRole('region');
    within(card).getByRole('button', { name: 'Close notification' }).focus();
    await view.user.keyboard('{Escape}');
    await within(popup()).findByText('second');
    expect(state.read).toEqual([1]);
  });

  it('a link in the body navigates in the app and closes the notification', async () => {
    const state = answerList([
      item(1, 'financing_request_prepared', {
        body: 'Ready: <a href="/account/requests">offers</a>',
      }),
    ]);
    const view = await renderApp(<NotificationPopup enabled />, { locale: 'en', session: false });
    await view.user.click(await within(popup()).findByRole('link', { name: 'offers' }));
    expect(view.location()).toBe('/en/account/requests');
    await waitFor(() => expect(state.read).toEqual([1]));
  });
});
