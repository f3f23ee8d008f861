/* Baitak's service worker for browser push (issue 31): it shows a message's title and, on a click,
 * opens the customer's account in the language it was registered for (`/push-worker.js?lang=en`).
 * The payload carries the title alone ({"title": "..."}); nothing else is read from it. It handles no
 * fetch: pages and API calls never pass through it. */
const LANG = new URL(self.location.href).searchParams.get('lang') === 'en' ? 'en' : 'ar';
const HOME = LANG === 'en' ? '/en/account' : '/account';
const BRAND = LANG === 'en' ? 'Baitak' : 'بيتك';

function titleOf(data) {
  try {
    const payload = data ? data.json() : undefined;
    const title = payload && typeof payload.title === 'string' ? payload.title.trim() : '';
    return title ? title.slice(0, 120) : BRAND;
  } catch {
    return BRAND;
  }
}

self.addEventListener('push', (event) => {
  event.waitUntil(
    self.registration.showNotification(titleOf(event.data), {
      lang: LANG,
      dir: LANG === 'ar' ? 'rtl' : 'ltr',
      icon: '/favicon-32.png',
      tag: 'baitak',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(HOME, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => (client ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
