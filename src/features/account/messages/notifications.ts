import { defineMessages } from '@/i18n/define-messages';

export const notificationListMessages = defineMessages({
  heading: {
    id: 'account.notifications.heading',
    defaultMessage: 'Notifications',
    description: 'Heading of the notification list',
  },
  unread: {
    id: 'account.notifications.unread',
    defaultMessage:
      '{count, plural, =0 {No unread notifications} one {# unread notification} other {# unread notifications}}',
    description: 'How many notifications are unread',
  },
  empty: {
    id: 'account.notifications.empty',
    defaultMessage: 'You have no notifications.',
    description: 'Empty notification list',
  },
  markAll: {
    id: 'account.notifications.markAll',
    defaultMessage: 'Mark all as read',
    description: 'Marks every notification as read',
  },
  markOne: {
    id: 'account.notifications.markOne',
    defaultMessage: 'Mark as read',
    description: 'Marks one notification as read',
  },
  markOneNamed: {
    id: 'account.notifications.markOneNamed',
    defaultMessage: 'Mark as read: {title}',
    description: 'Accessible name of the button that marks one notification as read',
  },
  unreadBadge: {
    id: 'account.notifications.unreadBadge',
    defaultMessage: 'Unread',
    description: 'Marks an unread notification',
  },
  open: {
    id: 'account.notifications.open',
    defaultMessage: 'Open',
    description: 'Link to what the notification is about',
  },
  openNamed: {
    id: 'account.notifications.openNamed',
    defaultMessage: 'Open: {title}',
    description: 'Accessible name of the link of a notification',
  },
  showAll: {
    id: 'account.notifications.showAll',
    defaultMessage: 'Show all notifications',
    description: 'Shows every notification',
  },
  showLess: {
    id: 'account.notifications.showLess',
    defaultMessage: 'Show fewer',
    description: 'Back to the latest notifications only',
  },
  allRead: {
    id: 'account.notifications.allRead',
    defaultMessage: 'All notifications are marked as read.',
    description: 'Announced after mark all as read',
  },
});
