import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { LocaleProvider } from '@/i18n/locale-provider';
import { LOCALE_BASE, localeFromPath } from '@/i18n/locale';
import { createQueryClient } from '@/lib/react-query';
import { SessionProvider } from '@/lib/session';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';
import { ApiPolicyBridge } from './api-policy-bridge';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [location] = useBrowserLocation();
  const locale = localeFromPath(location);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <LocaleProvider locale={locale}>
            <Router base={LOCALE_BASE[locale]}>
              <SessionProvider>
                <ApiPolicyBridge />
                <AppRoutes />
              </SessionProvider>
            </Router>
          </LocaleProvider>
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
