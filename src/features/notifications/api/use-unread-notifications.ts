import { useQueryClient } from '@tanstack/react-query';
import {
  getListNotificationsQueryKey,
  getListNotificationsQueryOptions,
  useListNotifications,
  useMarkNotificationRead,
} from '@generated/api/notifications/notifications';

export const NOTIFICATIONS_POLL_MS = 60_000;
const UNREAD = { unread_only: true, page_size: 20 } as const;

/**
 * The header's unread count, fetched by the server with a signed-in page (src/entry-server.tsx): the
 * badge is in the page's HTML, and the browser makes no call (nor loads its HTTP client) to show it.
 */
export const unreadNotificationsQuery = () =>
  getListNotificationsQueryOptions(UNREAD, { request: { suppressRedirect: true } });

/**
 * The signed-in customer's unread notifications, polled. A lapsed session does not send a visitor
 * who is just browsing to sign-in: the poll suppresses that redirect.
 */
export function useUnreadNotifications(enabled: boolean) {
  return useListNotifications(UNREAD, {
    query: { enabled, refetchInterval: enabled ? NOTIFICATIONS_POLL_MS : false, staleTime: 30_000 },
    request: { suppressRedirect: true },
  });
}

/** Marks one notification read, then refreshes every notification list (badge, popup, account). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMarkNotificationRead({
    mutation: {
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: getListNotificationsQueryKey().slice(0, 1) }),
    },
    request: { suppressRedirect: true },
  });
}
