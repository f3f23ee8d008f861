import { IntlProvider } from 'react-intl';
import { INTL_LOCALE, localeFromPath } from '@/i18n/locale';
import { ErrorPage } from './pages/error-page';

/**
 * The last resort, when even the language's messages could not be loaded: the generic error page in
 * the messages' English defaults, with a reload.
 */
export function RootError() {
  const locale = localeFromPath(window.location.pathname);
  return (
    <IntlProvider
      locale={INTL_LOCALE[locale]}
      messages={{}}
      defaultLocale="en-SA"
      onError={() => undefined}
    >
      <main id="main" dir="ltr" lang="en">
        <ErrorPage onRetry={() => window.location.reload()} />
      </main>
    </IntlProvider>
  );
}
