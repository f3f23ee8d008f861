export { NotificationPopup } from './components/notification-popup';
export { NotificationsBadge } from './components/notifications-badge';
