import {
  createContext,
  use,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { StyleSheetManager } from 'styled-components';
import { rtlPlugin } from '@/styles/rtl-plugin';
import { loadedMessages, neededMessages, subscribeMessages } from './load-messages';
import { directionOf, INTL_LOCALE, TIME_ZONE, type Locale } from './locale';

const LocaleContext = createContext<Locale>('ar');
const rtlPlugins = [rtlPlugin];

/** The active locale: `ar` on bare paths, `en` under /en. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useDirection(): 'rtl' | 'ltr' {
  return directionOf(useLocale());
}

type Props = { locale: Locale; children: ReactNode };

type IntlError = { code?: string; message: string; descriptor?: { id?: unknown } };

/**
 * A message missing from the loaded catalogues is a bug (the visitor sees its id): reported in every
 * build, where react-intl itself stays silent in production. Other formatting errors in development.
 * A render that began just before a group of messages arrived still reads the older catalogue; React
 * redoes it with the new one before showing it (useSyncExternalStore), so a message the catalogue of
 * `locale` now holds is not reported.
 */
export const intlErrorReporter = (locale: Locale) => (error: IntlError) => {
  const id = error.descriptor?.id;
  if (
    error.code === 'MISSING_TRANSLATION' &&
    typeof id === 'string' &&
    id in loadedMessages(locale)
  )
    return;
  if (error.code === 'MISSING_TRANSLATION' || import.meta.env.DEV) console.error(error.message);
};
const reporters = { ar: intlErrorReporter('ar'), en: intlErrorReporter('en') };
/**
 * One cache of formatters per language for the process, not one per provider: the server renders
 * every page with a new provider, and building the same number and message formatters again for each
 * page was a sixth of its work.
 */
const caches = { ar: createIntlCache(), en: createIntlCache() };

/**
 * Messages, `<html lang dir>` and right-to-left styles for one locale. Suspends while the messages the
 * app needs so far load in this locale; shows more as lazily loaded pages bring them.
 */
/** On the server: the ids of the messages a page shows, which its state carries to the browser. */
export const MessagesShown = createContext<Set<string> | undefined>(undefined);

export function LocaleProvider({ locale, children }: Props) {
  for (const group of neededMessages(locale)) use(group);
  const snapshot = () => loadedMessages(locale);
  const loaded = useSyncExternalStore(subscribeMessages, snapshot, snapshot);
  const shown = useContext(MessagesShown);
  const messages = useMemo(
    () =>
      shown
        ? new Proxy(loaded, {
            get: (target, id) => {
              if (typeof id === 'string' && id in target) shown.add(id);
              return Reflect.get(target, id);
            },
          })
        : loaded,
    [loaded, shown],
  );
  const intl = useMemo(
    () =>
      createIntl(
        {
          locale: INTL_LOCALE[locale],
          messages,
          timeZone: TIME_ZONE,
          defaultLocale: 'en-SA',
          onError: reporters[locale],
        },
        caches[locale],
      ),
    [locale, messages],
  );
  const dir = directionOf(locale);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);

  return (
    <LocaleContext value={locale}>
      <RawIntlProvider value={intl}>
        <StyleSheetManager stylisPlugins={dir === 'rtl' ? rtlPlugins : undefined}>
          {children}
        </StyleSheetManager>
      </RawIntlProvider>
    </LocaleContext>
  );
}
