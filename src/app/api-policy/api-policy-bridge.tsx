import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/locale-provider';
import { configureApiPolicy } from '@/lib/http/api-client';
import { useSession } from '@/lib/session/session';
import { showToast } from '@/lib/browser/toast';
import { useCurrentPath } from '@/lib/navigation/canonical-location';
import { loadErrorTexts } from '../errors/late-error-texts';

/**
 * Tells the HTTP policy (src/lib/http/api-client.ts) the language, how to navigate and how to toast (how
 * long a call may wait: ./api-timeout-config.tsx, once the first page is shown).
 */
export function ApiPolicyBridge() {
  const locale = useLocale();
  const [location, navigate] = useLocation();
  const here = useCurrentPath();
  const { forget, status } = useSession();
  useEffect(() => {
    configureApiPolicy({
      locale: () => locale,
      // Away from the private page first, then nothing of the customer's stays in the tab.
      onSessionExpired: () => {
        if (location !== paths.signIn.path) navigate(paths.signIn.getHref(here));
        forget('expired');
      },
      // A poll found the session over: nothing of the customer's stays, the page stays where it is.
      onSessionEnded: () => {
        if (status === 'authenticated') forget('expired');
      },
      onInsecureNetwork: () => {
        if (location === paths.unsecureNetwork.path) return;
        navigate(paths.unsecureNetwork.getHref(here));
      },
      // The error texts load on demand: they are not part of the first download.
      onRateLimited: (error) =>
        void loadErrorTexts(locale).then(({ errorText }) =>
          showToast(errorText('action__limit_exceeded', error.meta), 'error'),
        ),
    });
  }, [locale, location, here, navigate, forget, status]);

  return null;
}
