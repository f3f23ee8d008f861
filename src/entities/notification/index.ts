export { notificationKindMessages } from './kinds';
export { NotificationBody } from './notification-body';
export { sanitizeNotificationBody } from './sanitize-notification-body';
