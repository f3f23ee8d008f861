import { useQueryClient } from '@tanstack/react-query';
import {
  getListNotificationsQueryKey,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '@generated/api/notifications/notifications';

/** Every notification query (this list, the header's unread badge and pop-up) by its path. */
const ALL_NOTIFICATIONS = getListNotificationsQueryKey().slice(0, 1);

function useRefetchNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ALL_NOTIFICATIONS });
}

export function useMarkAllRead() {
  const onSettled = useRefetchNotifications();
  return useMarkAllNotificationsRead({ mutation: { onSettled } });
}

export function useMarkOneRead() {
  const onSettled = useRefetchNotifications();
  return useMarkNotificationRead({ mutation: { onSettled } });
}
