import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router, useRouter } from 'wouter';
import { useBrowserLocation, useLocationProperty } from 'wouter/use-browser-location';
import { LocaleProvider } from '@/i18n/locale-provider';
import { LOCALE_BASE, localeFromPath } from '@/i18n/locale';
import { appConfig } from '@/lib/http/config';
import { SessionProvider } from '@/lib/session/session';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';
import { applyWebFontsIfDownloaded } from '@/styles/web-fonts';
import { ApiPolicyBridge } from './api-policy/api-policy-bridge';
import { AppFeedback } from './first-page/app-feedback';
import { ErrorBoundary } from './errors/error-boundary';
import { RootError } from './errors/root-error';
import { canonicalPath, useCanonicalLocation } from '@/lib/navigation/canonical-location';
import { parseRoute } from '@/lib/navigation/route-spelling';
import { AppRoutes } from './router/router';
import { ScrollManager } from './router/scroll-manager';
import { useAfterFirstPage } from './first-page/first-page';
import { navigateOrLoad } from './updates/newer-build';

// A chunk that cannot load (a newer deployment removed it) leaves these out rather than the page.
const AfterFirstPage = lazy<ComponentType>(() =>
  import('./first-page/after-first-page').catch(() => ({ default: () => null })),
);

// `npm run dev` with the mock worker only: a literal `false` in production, so the chunk is never built.
const DevScenarioSwitcher =
  import.meta.env.DEV && appConfig.useMocks ? lazy(() => import('./dev/scenario-switcher')) : null;

/** Its own component: the moment it waits for re-renders only this, not the whole app at once. */
function AfterFirstPageParts() {
  return useAfterFirstPage() ? (
    <Suspense fallback={null}>
      <AfterFirstPage />
    </Suspense>
  ) : null;
}

/** A new page is shown in the brand font once its files are here; the first page never changes font. */
function WebFontsOnNewPage() {
  const [location] = useBrowserLocation(useRouter());
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    applyWebFontsIfDownloaded();
  }, [location]);
  return null;
}

/** Where the server renders (its request's address; a redirect it meets goes into `context`). */
export type ServerLocation = {
  path: string;
  search: string;
  context: { redirectTo?: string };
};

/**
 * The app, rendered by the server (`ssr`) and hydrated by the browser with the same query client's
 * data. It follows only the language of the address (one render when it changes): navigating within
 * a language re-renders what shows the address, never the whole app at once.
 */
export function App({ queryClient, ssr }: { queryClient: QueryClient; ssr?: ServerLocation }) {
  const locale = useLocationProperty(
    () => localeFromPath(window.location.pathname),
    () => localeFromPath(ssr?.path ?? window.location.pathname),
  );

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary fallback={() => <RootError />}>
          <Suspense fallback={null}>
            <LocaleProvider locale={locale}>
              <Router
                base={LOCALE_BASE[locale]}
                hook={useCanonicalLocation}
                parser={parseRoute}
                hrefs={canonicalPath}
                aroundNav={navigateOrLoad}
                ssrPath={ssr?.path}
                ssrSearch={ssr?.search}
                ssrContext={ssr?.context}
              >
                <SessionProvider>
                  <ApiPolicyBridge />
                  <AppRoutes />
                  <ScrollManager />
                  <AppFeedback />
                  <AfterFirstPageParts />
                  <WebFontsOnNewPage />
                  {DevScenarioSwitcher && (
                    <Suspense fallback={null}>
                      <DevScenarioSwitcher />
                    </Suspense>
                  )}
                </SessionProvider>
              </Router>
            </LocaleProvider>
          </Suspense>
        </ErrorBoundary>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
