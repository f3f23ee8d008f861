import { createContext, use, useContext, useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { StyleSheetManager } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { loadMessages } from './load-messages';
import { directionOf, INTL_LOCALE, type Locale } from './locale';

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

/** Messages, `<html lang dir>` and right-to-left styles for one locale. Suspends while messages load. */
export function LocaleProvider({ locale, children }: Props) {
  const messages = use(loadMessages(locale));
  const dir = directionOf(locale);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);

  return (
    <LocaleContext value={locale}>
      <IntlProvider locale={INTL_LOCALE[locale]} messages={messages} defaultLocale="en-SA">
        <StyleSheetManager stylisPlugins={dir === 'rtl' ? rtlPlugins : undefined}>
          {children}
        </StyleSheetManager>
      </IntlProvider>
    </LocaleContext>
  );
}
