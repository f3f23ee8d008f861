import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { PageLoading } from '@/components/status';
import { usePageMeta } from '@/components/page';
import { useLocale } from '@/i18n/locale-provider';
import { LOCALE_BASE } from '@/i18n/locale';
import { registrationPath } from '@/lib/session/registration-step';
import { safeFromPath } from '@/lib/navigation/safe-redirect';
import { useSession } from '@/lib/session/session';
import { useCurrentPath } from '@/lib/navigation/canonical-location';

/**
 * auth: account pages; financing: financing requests; guest: sign-in and sign-up; registration: the
 * sign-up steps that need the session (address, Nafath). A signed-in customer whose sign-up is not
 * complete is sent to the screen of that step from every guarded route.
 */
export type Guard = 'auth' | 'financing' | 'guest' | 'registration';

/** While the session check is under way: the page's loading state under the brand's title. */
function SessionPending() {
  usePageMeta('', '');
  return <PageLoading />;
}

export function RouteGuard({ guard, children }: { guard?: Guard; children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const locale = useLocale();
  const here = useCurrentPath();
  if (!guard) return children;
  // The server checks the session before it renders a guarded page; the browser checks it when the
  // server could not (and after a sign-in or sign-out).
  if (session.status === 'loading') return <SessionPending />;

  const base = LOCALE_BASE[locale];
  const stepPath = registrationPath(session.profile?.registration_step);
  if (stepPath) {
    return location === stepPath ? children : <Redirect to={stepPath} replace />;
  }
  if (guard === 'registration' && session.status === 'authenticated') {
    return <Redirect to={paths.account.getHref()} replace />;
  }
  if (guard === 'guest') {
    if (session.status !== 'authenticated') return children;
    const from = new URLSearchParams(search).get('from');
    return <Redirect to={`~${safeFromPath(from, `${base}${paths.account.getHref()}`)}`} replace />;
  }
  if (session.status === 'authenticated') return children;
  return <Redirect to={paths.signIn.getHref(here)} replace />;
}
