import { sweepMarket } from './saved-market';
import { http } from 'msw';
import { markRead, notificationsOf, toNotification } from '../db/notifications';
import { api, fail, json, langOf, noContent, paginate } from '../lib/http';
import { csrfProblem, requireCustomer } from '../lib/session';

/** The customer's notifications (the demo customer has seeded ones, some unread). */
export const notificationsHandlers = [
  http.get(api('/customer/api/v1/notifications/'), ({ request }) => {
    const customer = requireCustomer(request);
    if (customer instanceof Response) return customer;
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

  http.post(api('/customer/api/v1/notifications/mark-all-read'), ({ request }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    const customer = requireCustomer(request);
    if (customer instanceof Response) return customer;
    notificationsOf(customer.id).forEach((item) => markRead(customer.id, item.id));
    return noContent();
  }),

  http.post(api('/customer/api/v1/notifications/:notificationId/read'), ({ request, params }) => {
    const refused = csrfProblem(request);
    if (refused) return refused;
    const customer = requireCustomer(request);
    if (customer instanceof Response) return customer;
    return markRead(customer.id, Number(params.notificationId))
      ? noContent()
      : fail(404, ['notification__not_found']);
  }),
];
