import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { LOCALE_BASE } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { configureApiPolicy } from '@/lib/api-client';
import { errorText } from '@/lib/error-messages';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';

const here = () => `${window.location.pathname}${window.location.search}`;

/** Tells the HTTP policy (src/lib/api-client.ts) the language, how to navigate and how to toast. */
export function ApiPolicyBridge() {
  const intl = useIntl();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const { refresh } = useSession();

  useEffect(() => {
    const base = LOCALE_BASE[locale];
    configureApiPolicy({
      locale: () => locale,
      onSessionExpired: () => {
        void refresh();
        if (window.location.pathname.endsWith(paths.signIn.path)) return;
        navigate(`~${base}${paths.signIn.getHref(here())}`);
      },
      onInsecureNetwork: () => {
        if (window.location.pathname.endsWith(paths.unsecureNetwork.path)) return;
        navigate(`~${base}${paths.unsecureNetwork.getHref(here())}`);
      },
      onRateLimited: (error) =>
        showToast(errorText(intl, 'action__limit_exceeded', error.meta), 'error'),
    });
  }, [intl, locale, navigate, refresh]);

  return null;
}
