import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { PageLoading } from '@/components/status';
import { usePageMeta } from '@/components/page';
import { useLocale } from '@/i18n/locale-provider';
import { LOCALE_BASE } from '@/i18n/locale';
import { registrationPath } from '@/lib/registration-step';
import { safeFromPath } from '@/lib/safe-redirect';
import { useSession } from '@/lib/session';
import { useCurrentPath } from '@/lib/canonical-location';

/**
 * auth: account pages; financing: financing requests; guest: sign-in and sign-up; registration: the
 * sign-up steps that need the session (address, Nafath). A signed-in customer whose sign-up is not
 * complete is sent to the screen of that step from every guarded route.
 */
export type Guard = 'auth' | 'financing' | 'guest' | 'registration';

/**
 * While the session check is under way in the browser: the page's loading state under the brand's
 * title, rendered out of sight when the page was prerendered (its shell stays on screen meanwhile).
 */
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
  if (session.status === 'loading') {
    // At build time a signed-in page is prerendered as its shell (scripts/detail-pages.mjs): the page
    // itself as it is before any data (its heading, breadcrumbs, the shape of what loads), rendered
    // without a session, so never any personal data; the browser shows the same page in its place.
    const prerendering =
      typeof window === 'undefined' && (guard === 'auth' || guard === 'financing');
    return prerendering ? children : <SessionPending />;
  }

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
