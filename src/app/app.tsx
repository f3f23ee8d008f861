import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router, useRouter } from 'wouter';
import { useBrowserLocation, useLocationProperty } from 'wouter/use-browser-location';
import { LocaleProvider } from '@/i18n/locale-provider';
import { LOCALE_BASE, localeFromPath, stripLocale } from '@/i18n/locale';
import { appConfig } from '@/lib/config';
import { createQueryClient } from '@/lib/react-query';
import { SessionProvider, startSessionCheck } from '@/lib/session';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';
import { applyWebFontsIfDownloaded } from '@/styles/web-fonts';
import { ApiPolicyBridge } from './api-policy-bridge';
import { AppFeedback } from './app-feedback';
import { ErrorBoundary } from './error-boundary';
import { RootError } from './root-error';
import { canonicalPath, useCanonicalLocation } from '@/lib/canonical-location';
import { rendersOutOfSight } from './prerendered';
import { AppRoutes, preloadPage } from './router';
import { ScrollManager } from './scroll-manager';
import { useAfterFirstPage } from './first-page';
import { navigateOrLoad } from './updates/newer-build';

// A chunk that cannot load (a newer deployment removed it) leaves these out rather than the page.
const AfterFirstPage = lazy<ComponentType>(() =>
  import('./after-first-page').catch(() => ({ default: () => null })),
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

/** The address the app starts at; at build time, the page being prerendered (`<Router ssrPath>`). */
function startAddress({ ssrPath, ssrSearch }: ReturnType<typeof useRouter>) {
  if (typeof window === 'undefined') return { path: ssrPath ?? '/', search: ssrSearch ?? '' };
  // As wouter's useSearch reads it: without the `?`, escapes decoded as decodeURI does.
  const search = window.location.search.replace(/^\?/, '');
  try {
    return {
      path: window.location.pathname,
      search: search.includes('%') ? decodeURI(search) : search,
    };
  } catch {
    return { path: window.location.pathname, search };
  }
}

/**
 * The app. It follows only the language of the address (one render when it changes): navigating
 * within a language re-renders what shows the address, never the whole app at once.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const router = useRouter();
  const locale = useLocationProperty(
    () => localeFromPath(window.location.pathname),
    () => localeFromPath(router.ssrPath ?? '/'),
  );
  // Once, before the first screen's messages arrive: the page's code, messages and data load beside them.
  useState(() => {
    const { path, search } = startAddress(router);
    preloadPage(router.parser, stripLocale(path), search, queryClient);
    if (typeof window === 'undefined') return;
    startSessionCheck(queryClient);
    // The app's configuration too: asked for by a page's first commit, its answer re-rendered the
    // shown page (its module brings the lookups' hooks, which the first screen does not carry).
    void import('./api-timeout-config').then(({ startWebAppConfig }) =>
      startWebAppConfig(queryClient),
    );
  });

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
                hrefs={canonicalPath}
                aroundNav={navigateOrLoad}
                ssrPath={router.ssrPath}
                ssrSearch={router.ssrSearch}
              >
                <SessionProvider deferWhile={rendersOutOfSight}>
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
