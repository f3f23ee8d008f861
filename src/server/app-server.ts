// The app's HTTP server: pages rendered with their data (src/entry-server.tsx), the build's files, the
// API proxied to the backend, crawlers' files, health and an access log. Used by the production entry
// (./main.ts) and by `npm run dev` (./dev.ts).
import { randomBytes, randomUUID, createHash } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createGzip, constants } from 'node:zlib';
import redirectsFile from '@/config/redirects.json';
import { LOCALE_BASE, localeFromPath, localizePath, stripLocale } from '@/i18n/locale';
import { matchRedirect } from '@/app/updates/match-redirect';
import { isSafePath, safeDecode } from '@/lib/safe-redirect';
import { safeLocation } from '@/lib/canonical-location';
import type { RenderedPage } from '../entry-server';

type Entry = typeof import('../entry-server');
import { rootRedirect } from '../../scripts/root-locale.mjs';
import type { ServerConfig } from './config';
import { headTags, scriptSafeJson } from './head';
import type { Metrics } from './metrics';
import {
  contentSecurityPolicy,
  CSP_NONCE_PLACEHOLDER,
  PAYMENT_PAGES,
  SECURITY_HEADERS,
} from './security-headers.mjs';
import { crawlerFile } from './sitemaps';

export type AppServerOptions = {
  config: ServerConfig;
  /** The server's entry (in development, loaded afresh through Vite for each request). */
  entry: () => Promise<Entry>;
  /** index.html as built (or as the dev server transforms it), with its `<!--app-…-->` marks. */
  template: (url: string) => Promise<string>;
  /** The chunks a route's page and messages need, preloaded beside the entry (none in development). */
  preloads: (route: NonNullable<RenderedPage['route']>, lang: string) => string[];
  /** Serves a file of the build when there is one for the path (true when it did). */
  serveFile: (req: IncomingMessage, res: ServerResponse, path: string) => boolean;
  metrics: Metrics;
};

/** Paths the backend answers (as nginx proxies them), and the mock's controls when it is the backend. */
const API = /^\/(?:api|customer\/api|customer\/media|media)\/|^\/[a-z]+\/api\/v1\/confirm-email$/;
const MOCK_CONTROLS = /^\/__mock\//;
const MAX_URL = 2048;
/** The mock's test cookies (namespace, scenario, seed), sent on as the headers it also reads. */
const MOCK_COOKIES = [
  ['mock_ns', 'x-mock-namespace'],
  ['mock_scenario', 'x-mock-scenario'],
  ['mock_seed', 'x-mock-seed'],
] as const;
const REDIRECTS = redirectsFile.redirects;
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** The canonical path of a page path (one letter case, no trailing slash, Arabic bare), or undefined. */
function canonicalAddress(path: string): string | undefined {
  // An encoded path names no page: left as it is, for the 404 page.
  if (path.includes('%')) return undefined;
  let to = path.replace(/^\/ar(?=\/|$)/i, '') || '/';
  if (to.length > 1) to = to.replace(/\/+$/, '') || '/';
  to = to.toLowerCase();
  return to === path ? undefined : to;
}

function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}

/** A page of plain text for what is refused before any page renders (never an echo of the input). */
function refuse(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(`${text}\n`);
}

export function createAppHandler(options: AppServerOptions) {
  const { config, metrics } = options;

  /** What every call of a page carries: the request's id, and the mock's test cookies as headers. */
  function callHeaders(req: IncomingMessage, id: string): Record<string, string> {
    const headers: Record<string, string> = { 'x-request-id': id };
    if (!config.mock) return headers;
    for (const [cookie, header] of MOCK_COOKIES) {
      const value = new RegExp(`(?:^|;\\s*)${cookie}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1];
      if (value) headers[header] = safeDecode(value);
    }
    return headers;
  }

  function proxy(req: IncomingMessage, res: ServerResponse, id: string) {
    const upstream = httpRequest(
      new URL(`${config.backend.origin}${req.url}`),
      { method: req.method, headers: { ...req.headers, 'x-request-id': id } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.on('error', () => {
      if (res.headersSent) return void req.socket.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: ['service__unavailable'] }));
    });
    req.pipe(upstream);
  }

  function securityHeaders(path: string, nonce: string): Record<string, string> {
    const policy = contentSecurityPolicy({
      nonce,
      payment: new RegExp(PAYMENT_PAGES).test(path),
      chatWidgetOrigin: config.chatWidgetOrigin,
      mapTileOrigin: config.mapTileOrigin,
      paymentProviderOrigin: config.paymentProviderOrigin,
    });
    return Object.fromEntries([...SECURITY_HEADERS, ['Content-Security-Policy', policy]]);
  }

  async function page(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    path: string,
    search: string,
  ) {
    const entry = await options.entry();
    const started = performance.now();
    const nonce = config.edgeNonce ? CSP_NONCE_PLACEHOLDER : randomBytes(16).toString('base64');
    const rendered = await entry.renderPage({
      path,
      search,
      nonce,
      deadlineMs: config.deadlineMs,
      backend: config.backend.origin,
      headers: callHeaders(req, id),
      cookie: req.headers.cookie,
    });
    const { lang, head, signedIn, status } = rendered;
    if (rendered.redirectTo) {
      rendered.abort();
      const to = rendered.redirectTo.startsWith('~')
        ? rendered.redirectTo.slice(1)
        : `${LOCALE_BASE[lang]}${rendered.redirectTo}`;
      res.writeHead(302, { location: to, 'cache-control': 'private, no-store', vary: 'Cookie' });
      return void res.end();
    }
    const template = (await options.template(req.url!)).replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
    const tags = headTags({
      head,
      lang,
      path,
      search,
      origin: config.publicOrigin,
      siteName: entry.siteName(lang),
      noindex: signedIn || status !== 200,
      nonce,
      home: stripLocale(path) === '/',
    });
    const preloads = rendered.route ? options.preloads(rendered.route, lang) : [];
    const [start, rest] = template
      .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${rendered.dir}">`)
      .replace(
        '<!--app-head-->',
        tags +
          preloads
            .map((file) => `<link rel="modulepreload" href="${file}" nonce="${nonce}">`)
            .join(''),
      )
      .split('<!--app-html-->') as [string, string];
    const end = rest.replace(
      '<!--app-state-->',
      `<script type="application/json" id="app-state" nonce="${nonce}">${scriptSafeJson(rendered.state)}</script>`,
    );
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      vary: signedIn ? 'Cookie, Accept-Encoding' : 'Accept-Encoding',
      'cache-control': signedIn || status >= 500 ? 'private, no-store' : PUBLIC_CACHE,
      ...(status >= 500 ? { 'retry-after': '30' } : {}),
      ...securityHeaders(path, nonce),
    };
    metrics.rendered((performance.now() - started) / 1000);
    const body = rendered.body();
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['content-encoding'] = 'gzip';
    if (signedIn || status >= 500) {
      // Streamed: what is ready goes out, the rest as it renders.
      res.writeHead(status, headers);
      const out = gzip ? createGzip({ flush: constants.Z_SYNC_FLUSH }) : res;
      if (gzip) out.pipe(res);
      out.write(start);
      body.on('end', () => out.end(end));
      body.pipe(out, { end: false });
      res.on('close', () => rendered.abort());
      return;
    }
    // A public page is the same for everyone: whole, with an ETag (its nonce aside) to revalidate.
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk));
    const markup = `${start}${Buffer.concat(chunks).toString()}`;
    const html = `${markup}${end}`;
    // Weak: the same page, whenever its data was fetched (the state's times are left out).
    const hash = createHash('sha1').update(`${markup}${rest}`.replaceAll(nonce, ''));
    const etag = `W/"${hash.digest('base64url')}"`;
    if (req.headers['if-none-match'] === etag) {
      // No policy in a 304: the browser keeps the stored page with the policy of its own nonce.
      res.writeHead(304, { etag, 'cache-control': headers['cache-control']!, vary: headers.vary! });
      return void res.end();
    }
    res.writeHead(status, { ...headers, etag });
    if (!gzip) return void res.end(req.method === 'HEAD' ? undefined : html);
    const zip = createGzip();
    zip.pipe(res);
    zip.end(req.method === 'HEAD' ? '' : html);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, id: string) {
    const url = req.url ?? '';
    if (!url.startsWith('/')) return refuse(res, 400, 'Bad request');
    if (url.length > MAX_URL) return refuse(res, 414, 'URI too long');
    // The target is always a path, even one that starts with `//`.
    const { pathname: path, search: query } = new URL(`http://x${url}`);
    if (path === '/healthz') return refuse(res, 200, 'ok');
    if (path === '/readyz') return ready(res);
    if (API.test(path) || (config.mock && MOCK_CONTROLS.test(path))) return proxy(req, res, id);
    if (await crawlerFile(res, path, await crawlerSource())) return;
    if (options.serveFile(req, res, path)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return refuse(res, 405, 'Method not allowed');
    const canonical = canonicalAddress(path);
    const search = query.replace(/^\?/, '');
    if (canonical && isSafePath(canonical)) {
      res.writeHead(301, {
        location: `${canonical}${query}`,
        'cache-control': 'public, max-age=3600',
      });
      return void res.end();
    }
    const lang = localeFromPath(path);
    const moved = REDIRECTS.find((each) => matchRedirect(stripLocale(path), [each]) !== null);
    if (moved) {
      const to = matchRedirect(stripLocale(path), [moved], query)!;
      res.writeHead(moved.status ?? 301, {
        location: localizePath(to, lang),
        'cache-control': 'public, max-age=3600',
      });
      return void res.end();
    }
    if (path === '/') {
      const to = rootRedirect(req.headers.cookie, req.headers['accept-language'], query);
      if (to) {
        res.writeHead(302, {
          location: to,
          'cache-control': 'no-cache',
          vary: 'Cookie, Accept-Language',
        });
        return void res.end();
      }
    }
    // An address that is not a path of this site (`//host`, a backslash, …): the 404 page, at a
    // path of the site (as the browser's app takes it), never the app at that address.
    const safe = safeLocation(path);
    return page(req, res, id, safe, safe === path ? search : '');
  }

  async function crawlerSource() {
    const entry = await options.entry();
    const listings = (params: Parameters<Entry['publishedListings']>[1]) =>
      entry.publishedListings(config.backend.origin, params);
    return { origin: config.publicOrigin, listings, routes: entry.routes };
  }

  async function ready(res: ServerResponse) {
    const reached = await fetch(new URL('/customer/api/v1/web-app-config', config.backend), {
      signal: AbortSignal.timeout(2000),
    }).then(
      (answer) => answer.ok,
      () => false,
    );
    refuse(res, reached ? 200 : 503, reached ? 'ready' : 'backend unreachable');
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const id = requestId(req);
    res.setHeader('x-request-id', id);
    res.on('finish', () => {
      metrics.answered(res.statusCode);
      const entry = {
        time: new Date().toISOString(),
        request_id: id,
        method: req.method,
        path: new URL(`http://x${req.url ?? '/'}`).pathname.slice(0, 200),
        status: res.statusCode,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
      };
      process.stdout.write(`${JSON.stringify(entry)}\n`);
    });
    handle(req, res, id).catch((error: unknown) => {
      console.error(JSON.stringify({ request_id: id, error: String(error) }));
      if (!res.headersSent) refuse(res, 500, 'Internal server error');
      else res.destroy();
    });
  };
}

/**
 * The app's server. Idle connections outlive those of the clients in front of it (nginx's 60 s,
 * Node's 5 s): a request sent just as the server closed an idle connection would fail.
 */
export function createAppServer(options: AppServerOptions) {
  const server = createServer(createAppHandler(options));
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
