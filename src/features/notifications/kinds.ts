import type { Notification, NotificationKind } from '@generated/model';

/** The notifications that pop up: a financing request was prepared, is processing, approved or rejected. */
export const POPUP_KINDS = [
  'financing_request_prepared',
  'financing_request_processing',
  'financing_request_approved',
  'financing_request_rejected',
] as const satisfies readonly NotificationKind[];

export type PopupKind = (typeof POPUP_KINDS)[number];
export type PopupNotification = Notification & { kind: PopupKind };

export function isPopupNotification(notification: Notification): notification is PopupNotification {
  return (POPUP_KINDS as readonly string[]).includes(notification.kind);
}

/** Unread pop-up notifications, oldest first, without the ones already closed here. */
export function popupQueue(
  notifications: readonly Notification[],
  closed: ReadonlySet<number>,
): PopupNotification[] {
  return notifications
    .filter(isPopupNotification)
    .filter((notification) => !notification.read && !closed.has(notification.id))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}
