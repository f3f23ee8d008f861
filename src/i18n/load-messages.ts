import type { Locale } from './locale';

export type Messages = Record<string, string>;

// One chunk per language: only the active language's messages are downloaded.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ar: () => import('./locales/ar/index'),
  en: () => import('./locales/en/index'),
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
