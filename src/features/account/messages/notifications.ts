import type { NotificationKind } from '@generated/model';
import type { MessageDescriptor } from 'react-intl';
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

export const notificationKindMessages: Record<NotificationKind, MessageDescriptor> = defineMessages(
  {
    financing_request_prepared: {
      id: 'account.notificationKind.financing_request_prepared',
      defaultMessage: 'Financing offers are ready',
      description: 'Heading of a notification without a title: financing request prepared',
    },
    financing_request_processing: {
      id: 'account.notificationKind.financing_request_processing',
      defaultMessage: 'Financing request in processing',
      description: 'Heading of a notification without a title: financing request processing',
    },
    financing_request_approved: {
      id: 'account.notificationKind.financing_request_approved',
      defaultMessage: 'Financing request approved',
      description: 'Heading of a notification without a title: financing request approved',
    },
    financing_request_rejected: {
      id: 'account.notificationKind.financing_request_rejected',
      defaultMessage: 'Financing request rejected',
      description: 'Heading of a notification without a title: financing request rejected',
    },
    reservation_confirmed: {
      id: 'account.notificationKind.reservation_confirmed',
      defaultMessage: 'Reservation confirmed',
      description: 'Heading of a notification without a title: reservation confirmed',
    },
    reservation_expired: {
      id: 'account.notificationKind.reservation_expired',
      defaultMessage: 'Reservation expired',
      description: 'Heading of a notification without a title: reservation expired',
    },
    general: {
      id: 'account.notificationKind.general',
      defaultMessage: 'Announcement',
      description: 'Heading of a notification without a title: general announcement',
    },
  },
);
