// The reporter with the app's settings (loaded once the first page is shown, ./field-reports.ts):
// web-app-config's sample rate, the customer's consent, the route's pattern. Everything it takes from
// the app comes in `app`, so this chunk carries only the reporting code.
import type { AuthStatus, Consent } from '@generated/model';
import { browserOf } from '@/lib/field-reports/browser-name';
import { connectionType, deviceClass } from '@/lib/field-reports/device';
import { startReporting, type VitalsOptions } from '@/lib/field-reports/reporter';
import type { AppForReports } from './field-reports';

const isCustomer = (status: AuthStatus | undefined) =>
  Boolean(status?.authenticated && status.profile && !status.profile.is_anonymous);

/**
 * Whether this visit's field data may go: a signed-in customer's only while they hold the `analytics`
 * consent (as the cache knows it: withdrawing it on the consents page counts at once; unknown: no); a
 * guest's, which is anonymous, unless the browser asks for privacy (Global Privacy Control, Do Not Track).
 */
export function analyticsAllowed(app: AppForReports, browser: Navigator = navigator): boolean {
  const { queryClient } = app;
  if (!isCustomer(queryClient.getQueryData<AuthStatus>(app.sessionKey))) {
    const privacy = browser as Navigator & { globalPrivacyControl?: boolean };
    return privacy.globalPrivacyControl !== true && browser.doNotTrack !== '1';
  }
  const consent = queryClient
    .getQueryData<Consent[]>(app.consents().queryKey)
    ?.find((each) => each.kind === 'analytics');
  return Boolean(consent && !consent.withdrawn_at);
}

/** The customer's consents, once they are known to be one (also after signing in on this page). */
async function knowConsents(app: AppForReports): Promise<void> {
  const { queryClient } = app;
  const consents = () => queryClient.prefetchQuery({ ...app.consents(), staleTime: Infinity });
  const sessionKey = JSON.stringify(app.sessionKey);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || JSON.stringify(event.query.queryKey) !== sessionKey) return;
    if (isCustomer(event.query.state.data as AuthStatus | undefined)) void consents();
  });
  const session = await queryClient.ensureQueryData(app.sessionCheck()).catch(() => undefined);
  if (isCustomer(session)) await consents();
}

/** The field data's settings when this page load is in the sample; undefined otherwise. */
async function vitalsSettings(
  app: AppForReports,
  roll: number,
): Promise<VitalsOptions | undefined> {
  const config = await app.queryClient.ensureQueryData(app.webAppConfig()).catch(() => undefined);
  const sampleRate = config?.vitals_sample_rate ?? 0;
  if (roll >= sampleRate) return undefined;
  await knowConsents(app);
  return {
    sampleRate,
    random: () => roll,
    landingPath: app.landingPath(),
    analyticsAllowed: () => analyticsAllowed(app),
    loadVitals: () => import('web-vitals/attribution'),
    connection: connectionType(navigator),
    device: deviceClass(window.innerWidth),
  };
}

/** A beacon: JSON on the site's own origin, plain text to another (no CORS preflight). */
function sender(apiBaseUrl: string) {
  return (path: string, body: string): boolean => {
    const url = `${apiBaseUrl}${path}`;
    const sameOrigin = new URL(url, window.location.href).origin === window.location.origin;
    try {
      return navigator.sendBeacon(
        url,
        sameOrigin ? new Blob([body], { type: 'application/json' }) : body,
      );
    } catch {
      return false;
    }
  };
}

export function startFieldReports(app: AppForReports, random: () => number = Math.random) {
  return startReporting({
    release: app.release,
    browser: browserOf(navigator.userAgent),
    routeOf: app.routeOf,
    send: sender(app.apiBaseUrl),
    window,
    takeCapturedErrors: app.takeCapturedErrors,
    vitals: vitalsSettings(app, random()),
  });
}
