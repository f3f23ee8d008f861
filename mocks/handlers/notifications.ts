import { sweepMarket } from './saved-market';
import { markRead, notificationsOf, toNotification } from '../db/notifications';
import { fail, json, langOf, noContent, paginate } from '../lib/http';
import { customerApi } from '../lib/with-customer';

/** The customer's notifications (the demo customer has seeded ones, some unread). */
export const notificationsHandlers = [
  customerApi.get('/customer/api/v1/notifications/', ({ request, customer }) => {
    sweepMarket();
    const url = new URL(request.url);
    const all = notificationsOf(customer.id);
    const unreadOnly = url.searchParams.get('unread_only') === 'true';
    const page = paginate(unreadOnly ? all.filter((item) => !item.read) : all, url);
    if (page instanceof Response) return page;
    const lang = langOf(request);
    return json({
      ...page,
      unread_count: all.filter((item) => !item.read).length,
      results: page.results.map((item) => toNotification(item, lang)),
    });
  }),

  customerApi.post('/customer/api/v1/notifications/mark-all-read', ({ customer }) => {
    notificationsOf(customer.id).forEach((item) => markRead(customer.id, item.id));
    return noContent();
  }),

  customerApi.post(
    '/customer/api/v1/notifications/:notificationId/read',
    ({ params, customer }) => {
      return markRead(customer.id, Number(params.notificationId))
        ? noContent()
        : fail(404, ['notification__not_found']);
    },
  ),
];
