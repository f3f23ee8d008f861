import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadMessages } from '@/i18n/load-messages';
import { LocaleProvider } from '@/i18n/locale-provider';
import { canonicalPath, withCanonicalPaths } from '@/lib/navigation/canonical-location';
import { LOCALE_BASE, type Locale } from '@/i18n/locale';
import { createQueryClient } from '@/lib/http/react-query';
import { parseRoute } from '@/lib/navigation/route-spelling';
import { SessionProvider } from '@/lib/session/session';
import { theme } from '@/styles/theme';

export type RenderAppOptions = {
  locale?: Locale;
  /** The path inside the language (without /en); the router adds the prefix. */
  path?: string;
  queryClient?: QueryClient;
  /** Wrap in <SessionProvider> (calls check-authenticated). */
  session?: boolean;
};

/**
 * Renders `ui` with the app's providers (theme, query client, language with its messages and direction,
 * a memory router under the language's base, the session) and waits for the messages to load.
 * `location()` is the full path the router is at (with /en and the query).
 */
export async function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const { locale = 'ar', path = '/', queryClient = createQueryClient(), session = true } = options;
  const base = LOCALE_BASE[locale];
  const memory = memoryLocation({
    path: path === '/' && base ? base : `${base}${path}`,
    record: true,
  });
  const user = userEvent.setup();
  await act(() => loadMessages(locale));
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <LocaleProvider locale={locale}>
              <Router
                hook={withCanonicalPaths(memory.hook)}
                searchHook={memory.searchHook}
                parser={parseRoute}
                base={base}
                hrefs={canonicalPath}
              >
                <div data-testid="providers-ready">
                  {session ? <SessionProvider>{ui}</SessionProvider> : ui}
                </div>
              </Router>
            </LocaleProvider>
          </Suspense>
        </QueryClientProvider>
      </ThemeProvider>,
    );
  });
  await screen.findByTestId('providers-ready', undefined, { timeout: 10_000 });
  const location = () => memory.history?.at(-1) ?? '';
  return { ...(result as RenderResult), user, queryClient, memory, location };
}
