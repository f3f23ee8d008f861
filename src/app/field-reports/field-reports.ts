// Part of the first page's code: catches the page's errors from the start and hands the reporter (its
// own chunk, ./field-reports-start.ts) what it needs from the app, so that chunk imports nothing the
// first page already has (a module shared with it would be split out of the entry, costing bytes).
import type { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { getCheckAuthenticatedQueryKey } from '@generated/api/auth/auth';
import { getGetWebAppConfigQueryOptions } from '@generated/api/lookups/lookups';
import { paths } from '@/config/paths';
import { localeFromPath, stripLocale } from '@/i18n/locale';
import type { Consent } from '@generated/model';
import { apiClient } from '@/lib/http/api-client';
import { appConfig } from '@/lib/http/config';
import { captureErrors, landingPath, takeCapturedErrors } from '@/lib/field-reports/capture';
import { sessionCheck } from '@/lib/session/session';
import { onFirstPage } from '../first-page/first-page';
import { routeAt } from '../router/router';

/** The pattern of the route an address shows (`/units/:id`; `/*` when none matches) and its language. */
export function routeOf(path: string) {
  const matched = routeAt(parse, stripLocale(path));
  return { route: matched ? paths[matched.route.name].path : '/*', language: localeFromPath(path) };
}

/** The consents' query, as the consents page has it (getListConsentsQueryOptions, not in the first page). */
export const CONSENTS_PATH = '/customer/api/v1/profile/consents';
const consents = () => ({
  queryKey: [CONSENTS_PATH] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiClient<Consent[]>({ url: CONSENTS_PATH, method: 'GET', signal }),
});

/** What the reporter takes from the app. */
export function appForReports(queryClient: QueryClient) {
  return {
    queryClient,
    routeOf,
    release: appConfig.buildId,
    apiBaseUrl: appConfig.apiBaseUrl,
    landingPath: () => landingPath,
    takeCapturedErrors,
    sessionKey: getCheckAuthenticatedQueryKey(),
    sessionCheck,
    webAppConfig: getGetWebAppConfigQueryOptions,
    consents,
  };
}
export type AppForReports = ReturnType<typeof appForReports>;

/**
 * Catches the page's errors from the start (src/entry-client.tsx); the reporter starts once the first
 * page is shown, painted and the browser idle (src/app/first-page/first-page.ts): nothing is sent before. The function
 * returned stops it (tests).
 */
export function setUpFieldReports(queryClient: QueryClient, target: Window = window): () => void {
  captureErrors(target);
  let running: { stop: () => void } | undefined;
  let stopped = false;
  const forget = onFirstPage(() => {
    import('./field-reports-start').then(
      (module) => {
        if (!stopped) running = module.startFieldReports(appForReports(queryClient));
      },
      () => undefined,
    );
  });
  return () => {
    stopped = true;
    forget();
    running?.stop();
  };
}
