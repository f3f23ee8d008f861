export { NotificationPopup } from './components/notification-popup';
export { NotificationsBadge } from './components/notifications-badge';
export { sanitizeNotificationBody } from './sanitize-notification-body';
