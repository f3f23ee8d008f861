import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getListNotificationsMockHandler,
  getMarkAllNotificationsReadMockHandler,
  getMarkNotificationReadMockHandler,
} from '@generated/api/notifications/notifications.msw';
import type { Notification } from '@generated/model';
import { renderApp } from '@/testing/render';
import { server } from '../../../../../mocks/node';
import { NotificationList } from './notification-list';

function answerNotifications(count: number) {
  const items: Notification[] = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    kind: index === 0 ? 'general' : 'reservation_confirmed',
    title: index === 0 ? undefined : `Reservation ${index + 1}`,
    body: `Body <b>${index + 1}</b><script>window.hacked = true</script>`,
    link: index === 0 ? '/account/reservations' : undefined,
    read: index > 2,
    created_at: '2025-03-02T09:30:00Z',
  }));
  const marked: string[] = [];
  server.use(
    getListNotificationsMockHandler(({ request }) => {
      const url = new URL(request.url);
      const size = Number(url.searchParams.get('page_size'));
      const page = Number(url.searchParams.get('page') ?? 1);
      return {
        count: items.length,
        page,
        page_size: size,
        unread_count: items.filter((item) => !item.read).length,
        results: items.slice((page - 1) * size, page * size),
      };
    }),
    getMarkAllNotificationsReadMockHandler(() => {
      marked.push('all');
      items.forEach((item) => (item.read = true));
    }),
    getMarkNotificationReadMockHandler(({ params }) => {
      marked.push(String(params.notificationId));
      items.find((item) => item.id === Number(params.notificationId))!.read = true;
    }),
  );
  return marked;
}

describe('NotificationList', { timeout: 30_000 }, () => {
  it('shows the latest, the unread count, and marks one then all as read', async () => {
    const marked = answerNotifications(8);
    const view = await renderApp(<NotificationList />, {
      session: false,
      locale: 'en',
    });
    expect(await screen.findByText('3 unread notifications')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open: Announcement' })).toHaveAttribute(
      'href',
      '/en/account/reservations',
    );
    expect(document.querySelector('script')).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Mark as read: Reservation 2' }));
    expect(await screen.findByText('2 unread notifications')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(
      /All notifications are marked as read/,
    );
    expect(marked).toEqual(['2', 'all']);
  });

  it('shows all, page by page', async () => {
    answerNotifications(25);
    const view = await renderApp(<NotificationList />, {
      session: false,
      locale: 'ar',
    });
    await view.user.click(await screen.findByRole('button', { name: 'عرض جميع الإشعارات' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    const pages = screen.getByRole('navigation', { name: 'الصفحات' });
    await view.user.click(within(pages).getByRole('button', { name: 'الصفحة التالية' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5));
    expect(within(pages).getByText('الصفحة 2 من 2')).toBeInTheDocument();
  });
});
