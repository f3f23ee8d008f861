// The app's HTTP server: pages rendered with their data (src/entry-server.tsx), the build's files,
// the API proxied to the backend, crawlers' files, health and an access log. Run by ./main.ts in
// production and by ./dev.ts in development.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { PassThrough } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import { matchRedirect } from '@/app/updates/match-redirect';
import redirectsFile from '@/config/redirects.json';
import { LOCALE_BASE, localeFromPath, localizePath, stripLocale } from '@/i18n/locale';
import { safeLocation } from '@/lib/navigation/canonical-location';
import { routeSpelling } from '@/lib/navigation/route-spelling';
import { isSafePath, safeDecode } from '@/lib/navigation/safe-redirect';
import type { RenderedPage } from '../entry-server';
import { rootRedirect } from '../../scripts/root-locale.mjs';
import type { ServerConfig } from './config';
import { headTags, scriptSafeJson } from './head';
import type { Metrics } from './metrics';
import { ONE_CLICK_PATHS, oneClickUnsubscribe } from './one-click-unsubscribe';
import * as security from './security-headers.mjs';
import { crawlerFile } from './sitemaps';

type Entry = typeof import('../entry-server');
export type AppServerOptions = {
  config: ServerConfig;
  /** The server's entry (in development, loaded afresh through Vite for each request). */
  entry: () => Promise<Entry>;
  /** index.html as built (or as the dev server transforms it), with its `<!--app-…-->` marks. */
  template: (url: string) => Promise<string>;
  /** The chunks a route's page needs, preloaded beside the entry (none in development). */
  preloads?: (route: NonNullable<RenderedPage['route']>) => string[];
  /** Serves a file of the build when there is one for the path (true when it did; none in development). */
  serveFile?: (req: IncomingMessage, res: ServerResponse, path: string) => boolean;
  metrics: Metrics;
  /**
   * What answers first, once the answer has its security headers (the dev server's Vite, for its
   * own files and hot reload); `next` for the rest.
   */
  before?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
};

/** Paths the backend answers (as nginx proxies them); the mock's controls when it is the backend. */
const API = /^\/(?:api|customer\/api|customer\/media|media)\/|^\/[a-z]+\/api\/v1\/confirm-email$/;
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const PRIVATE = 'private, no-store';

/**
 * Where a page's address answers with a redirect: a non-canonical address (trailing slash, Arabic
 * under /ar, a route in another letter case) to the canonical one, the build's redirects, `/` to
 * `/en` for an English visitor. A route matches only as it is written (src/lib/navigation/route-spelling.ts);
 * another spelling of one (`/EN/Reservation-Checkout/501`) is a 301 to it with its query, so a link
 * typed or shared in another case still works, and the only address that renders a page is the one
 * its rules (the payment pages' policy) are decided on. The target is built from the route table and
 * the address's own parameters: always a path of this site. Any other address keeps its case (the
 * 404 page); an encoded path names no page: it stays, for the 404 page.
 */
type Moved = [status: number, headers: Record<string, string>];
function movedTo(req: IncomingMessage, path: string, query: string): Moved | undefined {
  const trimmed = path.replace(/^\/ar(?=\/|$)/i, '').replace(/(.)\/+$/, '$1') || '/';
  const canonical = routeSpelling(trimmed) ?? trimmed;
  const moved = redirectsFile.redirects.find((each) => matchRedirect(stripLocale(path), [each]));
  const cache = { 'cache-control': 'public, max-age=3600' };
  if (canonical !== path && !path.includes('%') && isSafePath(canonical))
    return [301, { location: `${canonical}${query}`, ...cache }];
  const to = moved && matchRedirect(stripLocale(path), [moved], query);
  if (to)
    return [moved.status ?? 301, { location: localizePath(to, localeFromPath(path)), ...cache }];
  const home =
    path === '/' && rootRedirect(req.headers.cookie, req.headers['accept-language'], query);
  if (home)
    return [302, { location: home, 'cache-control': 'no-cache', vary: 'Cookie, Accept-Language' }];
}

/** A request, its answer, the request's id and the answer's nonce. */
type Exchange = { req: IncomingMessage; res: ServerResponse; id: string; nonce: string };

const send = (res: ServerResponse, status: number, headers: Record<string, string>, body = '') =>
  void res.writeHead(status, headers).end(body);
const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
/** Plain text for what is refused before any page renders (never an echo of the input). */
const refuse = (res: ServerResponse, status: number, text: string) =>
  send(res, status, TEXT, `${text}\n`);

/** The backend's own security headers: the answer carries the site's (`security.securityHeaders`). */
const DEFINED = new Set(security.SECURITY_HEADER_NAMES.map((name) => name.toLowerCase()));
const withoutDefined = (headers: IncomingMessage['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !DEFINED.has(name)));

/**
 * The app's server (on `server` when given: the dev server's, which Vite's hot reload shares). Idle
 * connections outlive those of the clients in front of it (nginx's 60 s, Node's 5 s): a request sent
 * just as the server closed an idle connection would fail.
 */
export function createAppServer(options: AppServerOptions, server: Server = createServer()) {
  const { config, metrics } = options;
  Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });

  function proxy(req: IncomingMessage, res: ServerResponse, id: string) {
    const upstream = request(
      `${config.backend.origin}${req.url}`,
      { method: req.method, headers: { ...req.headers, 'x-request-id': id } },
      (answer) =>
        answer.pipe(res.writeHead(answer.statusCode ?? 502, withoutDefined(answer.headers))),
    );
    res.on('close', () => res.writableFinished || upstream.destroy());
    upstream.on('error', () =>
      res.headersSent ? req.socket.destroy() : refuse(res, 502, 'Bad gateway'),
    );
    req.pipe(upstream);
  }

  /** The mock's test cookies (namespace, scenario, seed), for the server's own calls to the mock. */
  function mockCookies(req: IncomingMessage): Record<string, string> {
    const cookies = req.headers.cookie?.split(';').filter((each) => /^\s*mock_/.test(each));
    return config.mock && cookies?.length ? { cookie: cookies.join(';') } : {};
  }

  async function page({ req, res, id, nonce }: Exchange, path: string, search: string) {
    const entry = await options.entry();
    const started = performance.now();
    // The mock's test cookies go with every call; the session only with a signed-in page's check.
    const rendered = await entry.renderPage({
      path,
      search,
      nonce,
      headers: { 'x-request-id': id, ...mockCookies(req) },
      deadlineMs: config.deadlineMs,
      backend: config.backend.origin,
      cookie: req.headers.cookie,
    });
    const { lang, signedIn, status, redirectTo } = rendered;
    if (redirectTo) {
      rendered.abort();
      const location = redirectTo.startsWith('~')
        ? redirectTo.slice(1)
        : `${LOCALE_BASE[lang]}${redirectTo}`;
      return send(res, 302, { location, 'cache-control': PRIVATE, vary: 'Cookie' });
    }
    const tags = headTags(rendered, { path, search, nonce, origin: config.publicOrigin });
    const preloads = ((rendered.route && options.preloads?.(rendered.route)) || []).map(
      (file) => `<link rel="modulepreload" fetchpriority="low" href="${file}" nonce="${nonce}">`,
    );
    const [start, rest] = (await options.template(req.url!))
      .replaceAll(security.CSP_NONCE_PLACEHOLDER, nonce)
      .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${rendered.dir}">`)
      .replace('<!--app-head-->', `${tags}${preloads.join('')}`)
      .split('<!--app-html-->') as [string, string];
    const end = () =>
      rest.replace(
        '<!--app-state-->',
        `<script type="application/json" id="app-state" nonce="${nonce}">${scriptSafeJson(rendered.state())}</script>`,
      );
    // A signed-in page or an error streams: what is ready goes out, the rest as it renders.
    const streamed = signedIn || status >= 500;
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding']));
    // The security headers (the policy with this page's nonce) are the answer's already.
    const answer: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      vary: signedIn ? 'Cookie, Accept-Encoding' : 'Accept-Encoding',
      'cache-control': streamed ? PRIVATE : PUBLIC_CACHE,
      ...(status >= 500 && { 'retry-after': '30' }),
      ...(gzip && { 'content-encoding': 'gzip' }),
    };
    metrics.rendered((performance.now() - started) / 1000);
    const body = rendered.body();
    let markup = start;
    if (!streamed) {
      // A public page is the same for everyone: whole, with a weak ETag left unchanged by its nonce
      // and by when its data was fetched (the state's times).
      for await (const chunk of body) markup += chunk;
      const etag = `W/"${createHash('sha1').update(`${markup}${rest}`.replaceAll(nonce, '')).digest('base64url')}"`;
      // No policy in a 304: the browser keeps the stored page with the policy of its own nonce (a
      // 304's headers replace the stored ones).
      if (req.headers['if-none-match'] === etag) {
        res.removeHeader('content-security-policy');
        return send(res, 304, { etag, 'cache-control': PUBLIC_CACHE, vary: answer.vary! });
      }
      answer.etag = etag;
    }
    res.writeHead(status, answer).on('close', () => rendered.abort());
    const out = gzip ? createGzip({ flush: constants.Z_SYNC_FLUSH }) : new PassThrough();
    out.pipe(res);
    if (!streamed) return void out.end(`${markup}${end()}`);
    out.write(start);
    body.on('end', () => out.end(end())).pipe(out, { end: false });
  }

  async function handle(exchange: Exchange) {
    const { req, res, id } = exchange;
    const url = req.url ?? '';
    if (!url.startsWith('/')) return refuse(res, 400, 'Bad request');
    if (url.length > 2048) return refuse(res, 414, 'URI too long');
    // The target is always a path, even one that starts with `//`.
    const { pathname: path, search: query } = new URL(`http://x${url}`);
    if (path === '/healthz') return refuse(res, 200, 'ok');
    if (path === '/readyz') {
      // The backend answers this: the server can render.
      const ready = await fetch(`${config.backend.origin}/customer/api/v1/web-app-config`, {
        signal: AbortSignal.timeout(2000),
      }).catch(() => undefined);
      return ready?.ok ? refuse(res, 200, 'ready') : refuse(res, 503, 'backend unreachable');
    }
    if (API.test(path) || (config.mock && path.startsWith('/__mock/'))) return proxy(req, res, id);
    const crawler = await crawlerFile(path, config.publicOrigin, async (params) =>
      (await options.entry()).publishedListings(config.backend.origin, params),
    );
    if (crawler) return send(res, ...crawler);
    if (options.serveFile?.(req, res, path)) return;
    if (req.method === 'POST' && ONE_CLICK_PATHS.has(path)) {
      const headers = { ...mockCookies(req), 'x-request-id': id };
      return refuse(res, ...(await oneClickUnsubscribe(req, config, query, headers)));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return refuse(res, 405, 'Method not allowed');
    const moved = movedTo(req, path, query);
    if (moved) return send(res, moved[0], moved[1]);
    // An address that is not a path of this site (`//host`, a backslash, …) is the 404 page at a
    // path of the site, as the browser's app takes it: never the app at that address.
    const safe = safeLocation(path);
    return page(exchange, safe, safe === path ? query.slice(1) : '');
  }

  const https = new URL(config.publicOrigin).protocol === 'https:';
  return server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    // Every answer carries the security headers of the one definition for its path, before anything
    // answers (a page, a redirect, a build's file, the API, an error): the policy with the answer's
    // nonce, which a page's scripts and styles carry. With CSP_NONCE=edge the nonce is nginx's
    // placeholder (nginx sends the policy with its own). The path is decided on decoded, as nginx
    // does (`$uri`): `/%72eservation-checkout/1` is a payment page's address too.
    const nonce = config.edgeNonce
      ? security.CSP_NONCE_PLACEHOLDER
      : randomBytes(16).toString('base64');
    const target = new URL(`http://x${req.url?.startsWith('/') ? req.url : '/'}`);
    const path = safeDecode(target.pathname);
    for (const [name, value] of security.securityHeaders({ ...config, path, nonce, https }))
      res.setHeader(name, value);
    (options.before ?? ((_req, _res, next) => next()))(req, res, () => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
      res.setHeader('x-request-id', id);
      metrics.started();
      // Every answer ends here: finished, or cut off by the client.
      res.on('close', () => {
        metrics.answered(res.statusCode);
        const line = { time: new Date().toISOString(), request_id: id, method: req.method };
        const duration = Math.round((performance.now() - started) * 10) / 10;
        const answer = { status: res.statusCode, duration_ms: duration };
        process.stdout.write(
          `${JSON.stringify({ ...line, path: target.pathname.slice(0, 200), ...answer })}\n`,
        );
      });
      handle({ req, res, id, nonce }).catch((error: unknown) => {
        console.error(JSON.stringify({ request_id: id, error: String(error) }));
        if (res.headersSent) res.destroy();
        else refuse(res, 500, 'Internal server error');
      });
    });
  });
}
