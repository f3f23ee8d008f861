import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { LOCALE_BASE } from '@/i18n/locale';
import { useLocale } from '@/i18n/locale-provider';
import { configureApiPolicy } from '@/lib/api-client';

/** Tells the HTTP policy (src/lib/api-client.ts) the language and how to navigate. */
export function ApiPolicyBridge() {
  const locale = useLocale();
  const [, navigate] = useLocation();

  useEffect(() => {
    const base = LOCALE_BASE[locale];
    const here = () => `${window.location.pathname}${window.location.search}`;
    configureApiPolicy({
      locale: () => locale,
      onSessionExpired: () => navigate(`~${base}${paths.signIn.getHref(here())}`),
      onInsecureNetwork: () => {
        if (window.location.pathname.endsWith(paths.unsecureNetwork.path)) return;
        navigate(`~${base}${paths.unsecureNetwork.getHref(here())}`);
      },
    });
  }, [locale, navigate]);

  return null;
}
