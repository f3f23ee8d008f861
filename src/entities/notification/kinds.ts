import type { MessageDescriptor } from 'react-intl';
import type { NotificationKind } from '@generated/model';
import { defineMessages } from '@/i18n/define-messages';

/** The heading of a notification that has no title of its own: one per kind, wherever it is shown. */
export const notificationKindMessages: Record<NotificationKind, MessageDescriptor> = defineMessages(
  {
    financing_request_submitted: {
      id: 'notifications.kind.financing_request_submitted',
      defaultMessage: 'Your financing request was sent',
      description: 'Notification heading: the request was sent for offers',
    },
    financing_request_prepared: {
      id: 'notifications.kind.financing_request_prepared',
      defaultMessage: 'Your financing offers are ready',
      description: 'Notification heading: offers for a financing request were prepared',
    },
    financing_request_offer_chosen: {
      id: 'notifications.kind.financing_request_offer_chosen',
      defaultMessage: 'Your application went to the bank',
      description:
        'Notification heading: the customer chose an offer; the application went to that bank',
    },
    financing_request_processing: {
      id: 'notifications.kind.financing_request_processing',
      defaultMessage: 'Your financing request is being processed',
      description: 'Notification heading: the financing request is being processed by the bank',
    },
    financing_request_approved: {
      id: 'notifications.kind.financing_request_approved',
      defaultMessage: 'Your financing request was approved',
      description: 'Notification heading: the financing request was approved',
    },
    financing_request_rejected: {
      id: 'notifications.kind.financing_request_rejected',
      defaultMessage: 'Your financing request was rejected',
      description: 'Notification heading: the financing request was rejected',
    },
    financing_request_canceled: {
      id: 'notifications.kind.financing_request_canceled',
      defaultMessage: 'Your financing request was canceled',
      description: 'Notification heading: the request was canceled',
    },
    financing_request_expired: {
      id: 'notifications.kind.financing_request_expired',
      defaultMessage: 'Your financing request expired',
      description: 'Notification heading: the request expired',
    },
    financing_document_rejected: {
      id: 'notifications.kind.financing_document_rejected',
      defaultMessage: 'A document needs uploading again',
      description:
        'Notification heading: a document of a financing request was rejected by the review',
    },
    reservation_confirmed: {
      id: 'notifications.kind.reservation_confirmed',
      defaultMessage: 'Your reservation is confirmed',
      description: 'Notification heading: the reservation was paid and confirmed',
    },
    reservation_expired: {
      id: 'notifications.kind.reservation_expired',
      defaultMessage: 'Your reservation has expired',
      description: 'Notification heading: the reservation hold ended unpaid',
    },
    reservation_refunded: {
      id: 'notifications.kind.reservation_refunded',
      defaultMessage: 'Your reservation fee was refunded',
      description:
        'Notification heading: the fee of a cancelled reservation is back with the customer',
    },
    saved_search_match: {
      id: 'notifications.kind.saved_search_match',
      defaultMessage: 'New homes match your saved search',
      description: 'Notification heading: new listings match a saved search',
    },
    saved_search_price_drop: {
      id: 'notifications.kind.saved_search_price_drop',
      defaultMessage: 'A price dropped in your saved search',
      description: 'Notification heading: a listing matching a saved search costs less',
    },
    saved_home_price_drop: {
      id: 'notifications.kind.saved_home_price_drop',
      defaultMessage: 'A saved home costs less',
      description: 'Notification heading: the price of a saved unit dropped',
    },
    saved_home_available: {
      id: 'notifications.kind.saved_home_available',
      defaultMessage: 'A saved home is available again',
      description: 'Notification heading: a saved unit can be reserved again',
    },
    general: {
      id: 'notifications.kind.general',
      defaultMessage: 'Announcement',
      description: 'Notification heading: a general announcement',
    },
  },
);
