import { IntlProvider } from 'react-intl';
import rootErrorMessages from 'virtual:root-error-messages';
import { loadedMessages } from '@/i18n/load-messages';
import { directionOf, INTL_LOCALE, localeFromPath, TIME_ZONE } from '@/i18n/locale';
import { ErrorPage } from '../pages/error-page';

/**
 * The last resort, when the app itself failed, or even the language's messages could not be loaded:
 * the generic error page with a reload, in the page's language. Its few texts are part of the app's
 * code (ROOT_ERROR_MESSAGE_IDS), so it never shows a message id.
 */
export function RootError() {
  const locale = localeFromPath(window.location.pathname);
  const messages = { ...rootErrorMessages[locale], ...loadedMessages(locale) };
  return (
    <IntlProvider
      locale={INTL_LOCALE[locale]}
      messages={messages}
      timeZone={TIME_ZONE}
      defaultLocale="en-SA"
      onError={() => undefined}
    >
      <main id="main" dir={directionOf(locale)} lang={locale}>
        <ErrorPage onRetry={() => window.location.reload()} />
      </main>
    </IntlProvider>
  );
}
