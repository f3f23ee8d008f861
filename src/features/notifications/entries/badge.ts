// The header's entry: the unread count only, without the popup's cards and their sanitizer (DOMPurify),
// which load with the popup once the first page is shown.
export { NotificationsBadge } from '../components/notifications-badge';
export { unreadNotificationsQuery } from '../api/use-unread-notifications';
