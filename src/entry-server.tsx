// The server's entry (src/server): renders a page of the app with its data, for the browser to
// hydrate in place (src/entry-client.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { parse } from 'regexparam';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/app';
import { serializeState } from './app/app-state';
import { preparePage } from './app/router';
import { PageHeadContext, type PageHead } from './components/page';
import { createIntl } from 'react-intl';
import { appMessages } from './components/app-messages';
import { loadedMessages, loadMessages } from './i18n/load-messages';
import { directionOf, INTL_LOCALE, localeFromPath, stripLocale, type Locale } from './i18n/locale';
import { isApiError } from './lib/api-error';
import { setServerCalls, type ServerCall } from './lib/api-client';
import { createQueryClient } from './lib/react-query';
import { sessionCheck } from './lib/session';
import { listPublishedListings } from '@generated/api/catalogue/catalogue';
import { getGetWebAppConfigQueryOptions } from '@generated/api/lookups/lookups';
import type { ListPublishedListingsParams } from '@generated/model';

export { routes } from './app/router';

// The calls a page makes while the server renders it go where its request says (api-client).
const calls = new AsyncLocalStorage<ServerCall>();
setServerCalls(() => calls.getStore());

/** The site's name in `lang` (its messages loaded by a page in that language). */
export const siteName = (lang: Locale): string =>
  createIntl({ locale: INTL_LOCALE[lang], messages: loadedMessages(lang) }).formatMessage(
    appMessages.brand,
  );

/** A page of the backend's published listings (the sitemaps), asked for as the pages' calls are. */
export const publishedListings = (backend: string, params: ListPublishedListingsParams) =>
  calls.run({ baseURL: backend, locale: 'ar', headers: {} }, () => listPublishedListings(params));

export type PageRequest = {
  path: string;
  search: string;
  /** The backend's origin: the only one the server's calls go to. */
  backend: string;
  /** Headers every call of the page carries (a request id; the mock's test headers). */
  headers: Record<string, string>;
  /** The visitor's cookies: sent only with a signed-in page's session check. */
  cookie?: string;
  /** How long the page waits for its data before it is sent with its loading state. */
  deadlineMs: number;
  nonce: string;
};

export type RenderedPage = {
  status: number;
  lang: Locale;
  dir: 'rtl' | 'ltr';
  head: PageHead;
  /** A page of a signed-in customer (never cached, never shared). */
  signedIn: boolean;
  /** The route's page module and the message groups it needs (the server preloads them). */
  route?: { file: string; messages: string[] };
  /** Where the page sends its visitor instead (wouter's <Redirect>, a route guard's). */
  redirectTo?: string;
  /** The page's markup, its styles streamed before each part. */
  body: () => NodeJS.ReadableStream;
  /** The state the browser takes over (stateScript). */
  state: string;
  abort: () => void;
};

/** The failure the page's data met, as the status the page answers with (its error state). */
function failureStatus(queryClient: QueryClient, timedOut: boolean): number | undefined {
  if (timedOut) return 503;
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.error)
    .find((error) => isApiError(error) && (error.status === null || error.status >= 500));
  if (!failed || !isApiError(failed)) return undefined;
  return failed.status === null ? 503 : 502;
}

/** Fetches `queries`, for at most `deadlineMs`; true when the deadline came first. */
async function fetchWithin(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page's calls
  queries: FetchQueryOptions<any, any, any, any>[],
  deadlineMs: number,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<true>((resolve) => (timer = setTimeout(resolve, deadlineMs, true)));
  const fetched = Promise.all(queries.map((query) => queryClient.prefetchQuery(query)));
  const timedOut = await Promise.race([fetched.then(() => false), deadline]);
  clearTimeout(timer);
  // What did not arrive in time is the browser's to fetch: the server's calls end here.
  if (timedOut) void queryClient.cancelQueries();
  return timedOut;
}

/**
 * Renders the page at `path` (`search` without `?`) with its data. Public pages get their own
 * calls, made without the visitor's session (their HTML is the same for everyone); the signed-in
 * pages get the session check only and render their loading state (docs/decisions).
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const { path, search, nonce } = request;
  const lang = localeFromPath(path);
  await loadMessages(lang);
  const page = await preparePage(parse, stripLocale(path), search);
  const signedIn = page?.route.guard !== undefined;
  const queryClient = createQueryClient();
  // A call that failed here is shown failed (a 404 as "not available"), as the browser shows it.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  // web-app-config too: every page reads some of it (contact links, licence pages, limits).
  const queries = [
    getGetWebAppConfigQueryOptions(),
    ...(signedIn ? [sessionCheck() as FetchQueryOptions] : (page?.queries ?? [])),
  ];
  const headers = {
    ...request.headers,
    ...(signedIn && request.cookie ? { cookie: request.cookie } : {}),
  };
  const timedOut = await calls.run({ baseURL: request.backend, locale: lang, headers }, () =>
    fetchWithin(queryClient, queries, request.deadlineMs),
  );
  const failure = failureStatus(queryClient, timedOut);
  // Without an answer about the session, the signed-in page is sent as it is while the session is
  // checked (never to sign in): the browser checks it again.
  if (signedIn && failure) queryClient.removeQueries({ queryKey: sessionCheck().queryKey });
  const head: PageHead = {};
  const context: { redirectTo?: string } = {};
  const sheet = new ServerStyleSheet({ nonce });
  const state = serializeState(queryClient);
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <PageHeadContext value={head}>
        {sheet.collectStyles(<App queryClient={queryClient} ssr={{ path, search, context }} />)}
      </PageHeadContext>,
      {
        nonce,
        // A public page is sent whole (it is cached, and read by crawlers and previews that run
        // no script): no part of it left for a script to put in place. A signed-in page streams.
        progressiveChunkSize: signedIn ? undefined : Infinity,
        onShellError: reject,
        onError: (error) => console.error(error),
        [signedIn ? 'onShellReady' : 'onAllReady']: () =>
          resolve({
            status: failure ?? head.status ?? (page ? 200 : 404),
            lang,
            dir: directionOf(lang),
            head,
            signedIn,
            route: page && { file: page.route.file, messages: page.route.messages ?? ['rest'] },
            redirectTo: context.redirectTo,
            body: () => {
              const markup = new PassThrough();
              stream.pipe(markup);
              return sheet.interleaveWithNodeStream(markup);
            },
            state,
            abort: () => stream.abort(),
          }),
      },
    );
  });
}
