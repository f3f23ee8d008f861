// The browser's entry: takes over the page the server rendered (src/entry-server.tsx) in place, with
// the data the server fetched for it, once the page's code and messages are here.
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import './styles/font-fallback.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { parse } from 'regexparam';
import { App } from './app/app';
import { startWebAppConfig } from './app/api-timeout-config';
import { preparePage } from './app/router';
import { APP_STATE_ID, takeState } from './app/app-state';
import { neededMessages } from './i18n/load-messages';
import { localeFromPath, stripLocale } from './i18n/locale';
import { normaliseAddress } from './lib/canonical-location';
import { markPageShown } from './lib/activity';
import { createQueryClient } from './lib/react-query';
import { setUpWebFonts } from './styles/web-fonts';

const queryClient = createQueryClient();
const state = document.getElementById(APP_STATE_ID)?.textContent;
if (state) takeState(queryClient, state);
setUpWebFonts();
normaliseAddress();
const { pathname, search } = window.location;
Promise.all([
  ...neededMessages(localeFromPath(pathname)),
  preparePage(parse, stripLocale(pathname), search.replace(/^\?/, '')),
]).then(
  () => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
    void startWebAppConfig(queryClient);
  },
  (error: unknown) => {
    // The app's code could not load (even after a reload): the server's page stays, its links work.
    console.error(error);
    markPageShown();
  },
);
