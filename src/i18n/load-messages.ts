import { lazyWithReload } from '@/lib/lazy-with-reload';
import type { Locale } from './locale';

export type Messages = Record<string, string>;

// One chunk per language: only the active language's messages are downloaded. A chunk removed by a new
// deployment reloads the app once, like the pages do.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ar: lazyWithReload(() => import('./locales/ar/index')),
  en: lazyWithReload(() => import('./locales/en/index')),
};

const cache = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((module) => module.default);
    cache.set(locale, pending);
  }
  return pending;
}
