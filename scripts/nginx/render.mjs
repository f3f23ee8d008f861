// Renders the nginx configuration of the web app from scripts/nginx/*.template.
//   node scripts/nginx/render.mjs --out <dir> [--standalone]
// Settings come from the environment (defaults in brackets; see README.md):
//   NGINX_SERVER_NAME      (required)                the site's host names, e.g. "www.example.com example.com"
//   NGINX_LISTEN           [8080]                    the `listen` parameters, e.g. "443 ssl"
//   NGINX_HTTP_LISTEN      [80]                      plain HTTP, redirected to https://; "off": none
//   NGINX_TRUSTED_PROXIES  []                        the load balancers in front (addresses or CIDRs);
//                                                    empty: this nginx is the edge
//   APP_ROOT               [<repo>/dist]             the production build
//   API_UPSTREAM           [http://127.0.0.1:9090]   the backend (scheme, host, port; no path)
//   CHAT_WIDGET_ORIGIN     []                        the chat-support widget's origin, when one is configured
//   MAP_TILE_ORIGIN        []                        the map tile server's origin, when one is configured
// Writes <dir>/site.conf, and with --standalone also <dir>/nginx.conf (+ its temp directories).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DETAIL_FILE, DETAIL_KINDS, SHELL_PATTERN } from '../detail-pages.mjs';
import { CSP_NONCE_PLACEHOLDER } from '../prerender-html.mjs';
import { ACCEPT_LANGUAGE_PATTERN } from '../root-locale.mjs';

const here = import.meta.dirname;
const ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d+)?$/i;
const HOST_NAMES = /^[a-z0-9.-]+( [a-z0-9.-]+)*$/i;
const ADDRESS = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

function origin(value, name) {
  if (!value) return '';
  if (!ORIGIN.test(value))
    throw new Error(`${name} must be an https origin such as https://chat.example.com: ${value}`);
  return value;
}

/**
 * The Content-Security-Policy: scripts from this site only (plus the chat widget's origin if set);
 * styles from this site and the <style> elements carrying the answer's nonce (nginx's $request_id,
 * put into the page by sub_filter), never 'unsafe-inline'.
 */
export function contentSecurityPolicy({ chatWidgetOrigin = '', mapTileOrigin = '' } = {}) {
  const chat = origin(chatWidgetOrigin, 'CHAT_WIDGET_ORIGIN');
  const tiles = origin(mapTileOrigin, 'MAP_TILE_ORIGIN');
  const list = (...sources) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", chat)}`,
    "style-src 'self' 'nonce-$request_id'",
    `img-src ${list("'self'", 'data:', tiles, chat)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", chat)}`,
    `frame-src ${chat || "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** User media opened on its own: nothing loads or runs, as in a sandbox of another origin. */
export const MEDIA_POLICY = "default-src 'none'; sandbox";

/** The headers of every answer, with `policy` as its Content-Security-Policy. */
function securityHeaders(policy, indent) {
  return [
    `add_header Content-Security-Policy "${policy}" always;`,
    'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    'add_header X-Frame-Options "DENY" always;',
    // Nothing in the app uses the camera, the microphone or the position; payments (Apple Pay) do.
    'add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(self)" always;',
    'add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;',
  ]
    .map((line) => `${indent}${line}`)
    .join('\n');
}

/** Edge: $remote_addr is the client. Behind load balancers: the realip module, trusting only them. */
function clientAddress(trustedProxies) {
  if (trustedProxies.length === 0)
    return '    # This nginx is the edge: $remote_addr is the client (an X-Forwarded-For it sends is dropped).';
  return [
    '    # Behind these load balancers only: the client is the last address they add to X-Forwarded-For.',
    ...trustedProxies.map((address) => `    set_real_ip_from ${address};`),
    '    real_ip_header X-Forwarded-For;',
    '    real_ip_recursive on;',
  ].join('\n');
}

function httpToHttps(httpListen, serverName) {
  if (httpListen === 'off') return '';
  return `# Plain HTTP: the site's names go to HTTPS (the HTTPS answers send HSTS); other names are refused.
server {
    listen ${httpListen} default_server;
    server_name "";
    return 421;
}
server {
    listen ${httpListen};
    server_name ${serverName};
    server_tokens off;
    return 301 https://$host$request_uri;
}
`;
}

function fill(template, values) {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`No value for {{${name}}}`);
    return values[name];
  });
}

/** Writes site.conf (and nginx.conf when standalone) into `out`; returns their paths. */
export function renderNginxConfig({
  out,
  standalone = false,
  listen = '8080',
  httpListen = '80',
  serverName = '',
  trustedProxies = [],
  root = resolve(here, '..', '..', 'dist'),
  apiUpstream = 'http://127.0.0.1:9090',
  chatWidgetOrigin = '',
  mapTileOrigin = '',
}) {
  if (!HOST_NAMES.test(serverName)) {
    throw new Error(
      `NGINX_SERVER_NAME must name the site (e.g. "www.example.com example.com"), not "${serverName}": any other Host is refused`,
    );
  }
  if (!/^https?:\/\/[^/\s]+$/.test(apiUpstream)) {
    throw new Error(`API_UPSTREAM must be a scheme, host and port without a path: ${apiUpstream}`);
  }
  for (const address of trustedProxies) {
    if (!ADDRESS.test(address)) throw new Error(`not an address or CIDR: ${address}`);
  }
  if (httpListen === listen) throw new Error('NGINX_HTTP_LISTEN and NGINX_LISTEN must differ');
  const prefix = resolve(out);
  mkdirSync(prefix, { recursive: true });
  const values = {
    LISTEN: listen,
    HTTP_TO_HTTPS: httpToHttps(httpListen, serverName),
    REJECT_TLS_HANDSHAKE: /\bssl\b/.test(listen) ? 'ssl_reject_handshake on;' : '',
    SERVER_NAME: serverName,
    ROOT: resolve(root),
    API_UPSTREAM: apiUpstream,
    SECURITY_HEADERS: securityHeaders(
      contentSecurityPolicy({ chatWidgetOrigin, mapTileOrigin }),
      '    ',
    ),
    MEDIA_HEADERS: securityHeaders(MEDIA_POLICY, '        '),
    CLIENT_ADDRESS: clientAddress(trustedProxies),
    ACCEPT_LANGUAGE_PATTERN,
    CSP_NONCE_PLACEHOLDER,
    PREFIX: prefix,
    DETAIL_KINDS: `(?:en/)?(?:${DETAIL_KINDS.join('|')})`,
    DETAIL_FILE,
    SHELL_PATTERN,
  };
  const site = join(prefix, 'site.conf');
  writeFileSync(site, fill(readFileSync(join(here, 'site.conf.template'), 'utf8'), values));
  if (!standalone) return { site };
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(prefix, 'tmp', dir), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, fill(readFileSync(join(here, 'nginx.conf.template'), 'utf8'), values));
  return { site, conf };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(here, 'render.mjs')) {
  const { values: args } = parseArgs({
    options: { out: { type: 'string' }, standalone: { type: 'boolean' } },
  });
  if (!args.out) {
    console.error('usage: node scripts/nginx/render.mjs --out <dir> [--standalone]');
    process.exit(2);
  }
  const env = process.env;
  const written = renderNginxConfig({
    out: args.out,
    standalone: args.standalone ?? false,
    listen: env.NGINX_LISTEN || undefined,
    httpListen: env.NGINX_HTTP_LISTEN || undefined,
    serverName: env.NGINX_SERVER_NAME ?? '',
    trustedProxies: (env.NGINX_TRUSTED_PROXIES ?? '').split(/[\s,]+/).filter(Boolean),
    root: env.APP_ROOT || undefined,
    apiUpstream: env.API_UPSTREAM || undefined,
    chatWidgetOrigin: env.CHAT_WIDGET_ORIGIN || undefined,
    mapTileOrigin: env.MAP_TILE_ORIGIN || undefined,
  });
  console.log(`Wrote ${Object.values(written).join(' and ')}`);
}
