// The server's entry (src/server): renders a page of the app with its data, for the browser to
// hydrate in place (src/entry-client.tsx). Decisions: docs/decisions/0001-server-rendering.md.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { listPublishedListings } from '@generated/api/catalogue/catalogue';
import { getGetWebAppConfigQueryOptions } from '@generated/api/lookups/lookups';
import type { ListPublishedListingsParams } from '@generated/model';
import { App } from './app/app';
import { serializeState } from './app/app-state';
import { preparePage } from './app/router/router';
import { PageHeadContext, type PageHead } from './components/page';
import { unreadNotificationsQuery } from './features/notifications/entries/badge';
import { groupMessages, loadedMessages, loadMessages } from './i18n/load-messages';
import { MessagesShown } from './i18n/locale-provider';
import { directionOf, localeFromPath, stripLocale } from './i18n/locale';
import { setServerCalls, type ServerCall } from './lib/http/api-client';
import { isApiError, type ApiError } from './lib/http/api-error';
import { parseRoute } from './lib/navigation/route-spelling';
import { createQueryClient } from './lib/http/react-query';
import { sessionCheck } from './lib/session/session';

// The calls a page makes while the server renders it go where its request says (api-client).
const calls = new AsyncLocalStorage<ServerCall>();
setServerCalls(() => calls.getStore());

/** A page of the backend's published listings (the sitemaps), asked for as the pages' calls are. */
export const publishedListings = (backend: string, params: ListPublishedListingsParams) =>
  calls.run({ baseURL: backend, locale: 'ar', headers: {} }, () => listPublishedListings(params));

export type PageRequest = {
  path: string;
  search: string;
  /** The backend's origin, the only one its calls go to, and what every call carries. */
  backend: string;
  headers: Record<string, string>;
  /** The visitor's cookies: sent only with a signed-in page's session check. */
  cookie?: string;
  deadlineMs: number;
  nonce: string;
};

/** A page rendered (./server/app-server.ts sends it): its status, language, head and parts. */
export type RenderedPage = Awaited<ReturnType<typeof renderPage>>;

/** A 4xx is the page's own answer (not found, no longer advertised, no saved budget). */
const refusal = (error: unknown) => isApiError(error) && /^4\d\d$/.test(String(error.status));
const failure = (error: unknown) => isApiError(error) && !refusal(error);

/**
 * Renders the page at `path` (`search` without `?`) with its data. A public page gets its calls,
 * made without the visitor's session (its HTML is the same for everyone); a signed-in page gets the
 * session check and its calls, made with the visitor's cookies (its HTML is theirs only).
 */
export async function renderPage(request: PageRequest) {
  const { path, search, nonce } = request;
  const lang = localeFromPath(path);
  await loadMessages(lang);
  const page = await preparePage(parseRoute, stripLocale(path), search);
  const signedIn = page?.route.guard !== undefined;
  const queryClient = createQueryClient();
  // A call that failed here is shown failed (a 404 as "not available"), as the browser shows it.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  // web-app-config too: every page reads some of it (contact links, licences, limits); a signed-in
  // page's header shows the unread count.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page's calls
  const queries: FetchQueryOptions<any, any, any, any>[] = [
    getGetWebAppConfigQueryOptions(),
    ...(signedIn ? [sessionCheck() as FetchQueryOptions, unreadNotificationsQuery()] : []),
    ...(page?.queries ?? []),
  ];
  const headers = {
    ...request.headers,
    ...(signedIn && request.cookie && { cookie: request.cookie }),
  };
  // The queries for at most the deadline: what did not arrive in time is the browser's to fetch
  // (the server's calls end here), 503; a redirect, a 5xx or no answer at all is the backend
  // failing, 502 (503 gone).
  let deadline: NodeJS.Timeout | undefined;
  const late = await calls.run({ baseURL: request.backend, locale: lang, headers }, () =>
    Promise.race([
      Promise.all(queries.map((query) => queryClient.prefetchQuery(query))).then(() => false),
      new Promise<boolean>((late) => (deadline = setTimeout(late, request.deadlineMs, true))),
    ]),
  );
  clearTimeout(deadline);
  if (late) void queryClient.cancelQueries();
  const [failed] = queryClient
    .getQueryCache()
    .findAll({ predicate: ({ state }) => failure(state.error) })
    .map(({ state }) => state.error as ApiError);
  let failedWith: number | undefined = late ? 503 : failed && (failed.status === null ? 503 : 502);
  if (signedIn) {
    // What the server could not get (a session to refresh, a late or failed call) is the browser's
    // to ask for; a refusal but a 401 is the page's answer. Without an answer about the session the
    // page is sent as it is (never to sign-in).
    const checked = queryClient.getQueryState(sessionCheck().queryKey)?.status === 'success';
    const kept = ({ status, error }: { status: string; error: unknown }) =>
      status === 'success' || (refusal(error) && (error as ApiError).status !== 401);
    queryClient.removeQueries({ predicate: ({ state }) => !kept(state) });
    if (checked) failedWith = undefined;
  }
  const head: PageHead = {};
  const context: { redirectTo?: string } = {};
  const sheet = new ServerStyleSheet({ nonce });
  const shown = new Set<string>();
  // What the page showed, and the core whole: what the browser shows next without a download.
  const messages = () => ({
    ...groupMessages(lang, 'core'),
    ...Object.fromEntries([...shown].map((id) => [id, loadedMessages(lang)[id]!])),
  });
  let stream!: PipeableStream;
  await new Promise((resolve, reject) => {
    stream = renderToPipeableStream(
      <PageHeadContext value={head}>
        <MessagesShown value={shown}>
          {sheet.collectStyles(<App queryClient={queryClient} ssr={{ path, search, context }} />)}
        </MessagesShown>
      </PageHeadContext>,
      {
        nonce,
        // A public page is sent whole (it is cached, and read by crawlers and previews that run
        // no script): no part of it left for a script to put in place. A signed-in page streams.
        progressiveChunkSize: signedIn ? undefined : Infinity,
        onShellError: reject,
        onError: (error) => console.error(error),
        [signedIn ? 'onShellReady' : 'onAllReady']: resolve,
      },
    );
  });
  return {
    status: failedWith ?? head.status ?? (page ? 200 : 404),
    lang,
    dir: directionOf(lang),
    head,
    /** A page of a signed-in customer: never cached, never shared. */
    signedIn,
    /** The route's page module (preloaded with its imports); none for the 404 page. */
    route: page && { file: page.route.file },
    /** Where a guard sends instead. */
    redirectTo: context.redirectTo,
    /** The markup, its styles streamed before each part; then the data the browser takes, as JSON. */
    body: () => sheet.interleaveWithNodeStream(stream.pipe(new PassThrough())),
    state: () => serializeState(queryClient, messages()),
    abort: () => stream.abort(),
  };
}
