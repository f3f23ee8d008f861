import { useQueryClient } from '@tanstack/react-query';
import {
  getListNotificationsQueryKey,
  useListNotifications,
  useMarkNotificationRead,
} from '@generated/api/notifications/notifications';

export const NOTIFICATIONS_POLL_MS = 60_000;
const UNREAD = { unread_only: true, page_size: 20 } as const;

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
