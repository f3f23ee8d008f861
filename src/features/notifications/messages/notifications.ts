import { defineMessages } from '@/i18n/define-messages';

export const notificationMessages = defineMessages({
  close: {
    id: 'notifications.popup.close',
    defaultMessage: 'Close notification',
    description: 'Button that closes the notification and marks it as read',
  },
  badge: {
    id: 'notifications.badge.label',
    defaultMessage:
      '{count, plural, =0 {Notifications, none unread} one {Notifications, # unread} other {Notifications, # unread}}',
    description:
      'Accessible name of the header link to the notifications, with the number of unread ones',
  },
});
