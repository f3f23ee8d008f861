// The browser's entry: takes over the page the server rendered (src/entry-server.tsx) in place, with
// the data the server fetched for it, once the page's code and messages are here.
import './lib/browser/zod-jitless';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import './styles/font-fallback.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startWebAppConfig } from './app/api-policy/api-timeout-config';
import { setUpFieldReports } from './app/field-reports/field-reports';
import { firstPageShown, onFirstPage } from './app/first-page/first-page';
import { preparePage } from './app/router/router';
import { APP_STATE_ID, takeState } from './app/app-state';
import { loadAfterHydration, neededMessages } from './i18n/load-messages';
import { localeFromPath, stripLocale } from './i18n/locale';
import { normaliseAddress } from './lib/navigation/canonical-location';
import { parseRoute } from './lib/navigation/route-spelling';
import { captureError } from './lib/field-reports/capture';
import { markPageShown, waitForFirstPage } from './lib/browser/activity';
import { sweepPrivateStorage } from './lib/session/private-storage';
import { createQueryClient } from './lib/http/react-query';
import { setUpWebFonts } from './styles/web-fonts';

const queryClient = createQueryClient();
setUpFieldReports(queryClient);
const state = document.getElementById(APP_STATE_ID)?.textContent;
const { pathname, search } = window.location;
const locale = localeFromPath(pathname);
if (state) takeState(queryClient, state, locale);
setUpWebFonts();
normaliseAddress();
// A guest's draft left in this tab past its lifetime goes now, before any page reads the storage.
sweepPrivateStorage();
const page = preparePage(parseRoute, stripLocale(pathname), search.replace(/^\?/, ''));
Promise.all([...neededMessages(locale), page]).then(
  (loaded) => {
    // A public page asks for the session once it is shown; a signed-in page has it from the server.
    if (!loaded.at(-1)?.route.guard) waitForFirstPage();
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
      {
        // The browser's first render did not match the server's page: logged, and reported.
        onRecoverableError: (error) => {
          console.error(error);
          captureError('hydration', error);
        },
      },
    );
    // The messages the page showed came with it: the rest of its groups, for what it shows next.
    const groups = loaded.at(-1)?.route.messages ?? ['rest'];
    onFirstPage(() => loadAfterHydration(locale, ['core', ...groups]));
    void startWebAppConfig(queryClient);
  },
  (error: unknown) => {
    // The app's code could not load (even after a reload): the server's page stays, its links work,
    // and the failure is reported (the chunk itself, by Vite's vite:preloadError) once it is shown.
    console.error(error);
    markPageShown();
    firstPageShown();
  },
);
