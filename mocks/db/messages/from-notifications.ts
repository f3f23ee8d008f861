/** Every notification of a kind a customer can be told outside the app goes out on their channels. */
import type { MessageKind, NotificationKind } from '../../../generated/model';
import { onNotification } from '../notifications';
import { sendOutside } from './dispatch';
import { plainText } from './templates';

const KIND_OF: Partial<Record<NotificationKind, MessageKind>> = {
  financing_request_submitted: 'financing_status',
  financing_request_prepared: 'offers_ready',
  financing_request_offer_chosen: 'financing_status',
  financing_request_processing: 'financing_status',
  financing_request_approved: 'financing_status',
  financing_request_rejected: 'financing_status',
  financing_request_canceled: 'financing_status',
  financing_request_expired: 'financing_status',
  financing_document_rejected: 'documents_requested',
  reservation_confirmed: 'reservation_payment',
  reservation_expired: 'reservation_payment',
  reservation_refunded: 'reservation_payment',
  saved_search_match: 'saved_search_match',
  saved_search_price_drop: 'price_drop',
  saved_home_price_drop: 'price_drop',
  saved_home_available: 'available_again',
};

onNotification((customerId, notification) => {
  const kind = KIND_OF[notification.kind];
  if (!kind || notification.outside === false || !notification.link) return;
  const title = notification.title ?? {
    ar: plainText(notification.body.ar).slice(0, 60),
    en: plainText(notification.body.en).slice(0, 60),
  };
  sendOutside(
    customerId,
    kind,
    { title, body: notification.body, link: notification.link },
    // A price drop of a saved home and of a saved search's match is one event.
    { event: `${kind}:${notification.link}:${plainText(notification.body.en)}` },
  );
});
