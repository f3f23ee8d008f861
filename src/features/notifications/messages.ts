import { defineMessages } from '@/i18n/define-messages';

export const notificationMessages = defineMessages({
  close: {
    id: 'notifications.popup.close',
    defaultMessage: 'Close notification',
    description: 'Button that closes the notification and marks it as read',
  },
  financing_request_prepared: {
    id: 'notifications.kind.financingRequestPrepared',
    defaultMessage: 'Your financing offers are ready',
    description:
      'Heading of a notification without a title: offers for a financing request were prepared',
  },
  financing_request_processing: {
    id: 'notifications.kind.financingRequestProcessing',
    defaultMessage: 'Your financing request is being processed',
    description:
      'Heading of a notification without a title: the financing request is being processed',
  },
  financing_request_approved: {
    id: 'notifications.kind.financingRequestApproved',
    defaultMessage: 'Your financing request was approved',
    description: 'Heading of a notification without a title: the financing request was approved',
  },
  financing_request_rejected: {
    id: 'notifications.kind.financingRequestRejected',
    defaultMessage: 'Your financing request was rejected',
    description: 'Heading of a notification without a title: the financing request was rejected',
  },
  badge: {
    id: 'notifications.badge.label',
    defaultMessage:
      '{count, plural, =0 {Notifications, none unread} one {Notifications, # unread} other {Notifications, # unread}}',
    description:
      'Accessible name of the header link to the notifications, with the number of unread ones',
  },
});
