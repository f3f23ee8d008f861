// Renders the nginx configuration of the web app from scripts/nginx/*.template.
//   node scripts/nginx/render.mjs --out <dir> [--standalone]
// Settings come from the environment (defaults in brackets; see docs/deployment.md):
//   NGINX_SERVER_NAME      (required)                the site's host names, e.g. "www.example.com example.com"
//   NGINX_LISTEN           [8080]                    the `listen` parameters, e.g. "443 ssl"
//   NGINX_HTTP_LISTEN      [80]                      plain HTTP, redirected to https://; "off": none
//   NGINX_TRUSTED_PROXIES  []                        the load balancers in front (addresses or CIDRs);
//                                                    empty: this nginx is the edge
//   NGINX_CACHE_PATH       [/var/cache/nginx/baitak] the pages' cache (standalone: <dir>/cache)
//   APP_ROOT               [<repo>/dist/client]      the build's static files
//   APP_UPSTREAMS          [127.0.0.1:4173 127.0.0.1:4174]  the app's server processes (two or more)
//   API_UPSTREAM           [http://127.0.0.1:9090]   the backend (scheme, host, port; no path)
//   CHAT_WIDGET_ORIGIN     []                        the chat-support widget's origin, when one is configured
//   MAP_TILE_ORIGIN        []                        the map tile server's origin, when one is configured
//   PAYMENT_PROVIDER_ORIGIN []                       the payment provider's hosted card fields' origin
//                                                    (web-app-config payment_provider.fields_url)
// Writes <dir>/site.conf, and with --standalone also <dir>/nginx.conf (+ its temp directories).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PAYMENT_PAGES, PAYMENT_PATHS } from '../../src/config/payment-pages.mjs';
import {
  CSP_NONCE_PLACEHOLDER,
  MEDIA_PAGES,
  PRIVATE_PAGES,
  SECURITY_HEADER_NAMES,
  securityHeaders,
} from '../../src/server/security-headers.mjs';
import { ACCEPT_LANGUAGE_PATTERN } from '../root-locale.mjs';

const here = import.meta.dirname;
const ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d+)?$/i;
/** A local test server may be plain HTTP (the mock payment provider on localhost). */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1):\d+$/;
const HOST_NAMES = /^[a-z0-9.-]+( [a-z0-9.-]+)*$/i;
const ADDRESS = /^[0-9a-f.:]+(\/\d{1,3})?$/i;
const SERVER = /^([a-z0-9.-]+|\[[0-9a-f:]+\]):\d{1,5}$|^unix:\/[\w./-]+$/i;

/** `value` when it is an origin fit for the policy (nothing else can reach nginx's configuration). */
function origin(value, name, { local = false } = {}) {
  if (!value) return '';
  if (local && LOCAL_ORIGIN.test(value)) return value;
  if (!ORIGIN.test(value))
    throw new Error(`${name} must be an https origin such as https://chat.example.com: ${value}`);
  return value;
}

const CSP = 'Content-Security-Policy';

/**
 * The security headers of the one definition (src/server/security-headers.mjs) as nginx sends them
 * on every answer of the site, which is HTTPS (HSTS): the policy is `$app_content_security_policy`,
 * chosen on the path by a map of the definition's own policies (`policies`).
 */
function definedHeaders(origins) {
  const headers = (path) =>
    securityHeaders({ ...origins, path, nonce: '$request_id', https: true });
  const policy = (path) => headers(path).find(([name]) => name === CSP)[1];
  return {
    policies: {
      page: policy('/'),
      payment: policy(`${PAYMENT_PATHS[0]}/1`),
      media: policy('/media/1'),
    },
    addHeaders: (indent) =>
      headers('/')
        .map(([name, value]) => [name, name === CSP ? '$app_content_security_policy' : value])
        .map(
          ([name, value]) =>
            `${indent}add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
        )
        .join('\n'),
  };
}

/** `proxy_hide_header` lines: what an upstream sends of these is never passed on. */
const hidden = (names, indent) =>
  names.map((name) => `${indent}proxy_hide_header ${name};`).join('\n');

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
  cachePath,
  root = resolve(here, '..', '..', 'dist', 'client'),
  appUpstreams = ['127.0.0.1:4173', '127.0.0.1:4174'],
  apiUpstream = 'http://127.0.0.1:9090',
  chatWidgetOrigin = '',
  mapTileOrigin = '',
  paymentProviderOrigin = '',
}) {
  if (!HOST_NAMES.test(serverName)) {
    throw new Error(
      `NGINX_SERVER_NAME must name the site (e.g. "www.example.com example.com"), not "${serverName}": any other Host is refused`,
    );
  }
  if (!/^https?:\/\/[^/\s]+$/.test(apiUpstream)) {
    throw new Error(`API_UPSTREAM must be a scheme, host and port without a path: ${apiUpstream}`);
  }
  // One process restarting (a deployment) or failing must not take the site down.
  if (appUpstreams.length < 2 || !appUpstreams.every((server) => SERVER.test(server))) {
    throw new Error(`APP_UPSTREAMS must list two or more host:port: ${appUpstreams.join(' ')}`);
  }
  for (const address of trustedProxies) {
    if (!ADDRESS.test(address)) throw new Error(`not an address or CIDR: ${address}`);
  }
  if (httpListen === listen) throw new Error('NGINX_HTTP_LISTEN and NGINX_LISTEN must differ');
  const origins = {
    nonce: '$request_id',
    chatWidgetOrigin: origin(chatWidgetOrigin, 'CHAT_WIDGET_ORIGIN'),
    mapTileOrigin: origin(mapTileOrigin, 'MAP_TILE_ORIGIN'),
    paymentProviderOrigin: origin(paymentProviderOrigin, 'PAYMENT_PROVIDER_ORIGIN', {
      local: true,
    }),
  };
  const prefix = resolve(out);
  mkdirSync(prefix, { recursive: true });
  const defined = definedHeaders(origins);
  const values = {
    LISTEN: listen,
    HTTP_TO_HTTPS: httpToHttps(httpListen, serverName),
    REJECT_TLS_HANDSHAKE: /\bssl\b/.test(listen) ? 'ssl_reject_handshake on;' : '',
    SERVER_NAME: serverName,
    ROOT: resolve(root),
    APP_SERVERS: appUpstreams.map((server) => `    server ${server};`).join('\n'),
    CACHE_PATH: resolve(
      cachePath ?? (standalone ? join(prefix, 'cache') : '/var/cache/nginx/baitak'),
    ),
    API_UPSTREAM: apiUpstream,
    PAGE_POLICY: defined.policies.page,
    PAYMENT_POLICY: defined.policies.payment,
    MEDIA_POLICY: defined.policies.media,
    PAYMENT_PAGES,
    MEDIA_PAGES,
    PRIVATE_PAGES,
    SECURITY_HEADERS: defined.addHeaders('    '),
    PAGE_HEADERS: defined.addHeaders('        '),
    HIDDEN_HEADERS: hidden(SECURITY_HEADER_NAMES, '    '),
    MEDIA_HIDDEN_HEADERS: hidden(
      [...SECURITY_HEADER_NAMES, 'Content-Type', 'Content-Disposition'],
      '        ',
    ),
    APP_HIDDEN_HEADERS: hidden(
      [...SECURITY_HEADER_NAMES, 'Cache-Control', 'X-Request-Id', 'ETag', 'Vary'],
      '        ',
    ),
    CLIENT_ADDRESS: clientAddress(trustedProxies),
    ACCEPT_LANGUAGE_PATTERN,
    CSP_NONCE_PLACEHOLDER,
    PREFIX: prefix,
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
  const list = (value) => (value ?? '').split(/[\s,]+/).filter(Boolean);
  const written = renderNginxConfig({
    out: args.out,
    standalone: args.standalone ?? false,
    listen: env.NGINX_LISTEN || undefined,
    httpListen: env.NGINX_HTTP_LISTEN || undefined,
    serverName: env.NGINX_SERVER_NAME ?? '',
    trustedProxies: list(env.NGINX_TRUSTED_PROXIES),
    cachePath: env.NGINX_CACHE_PATH || undefined,
    root: env.APP_ROOT || undefined,
    appUpstreams: env.APP_UPSTREAMS ? list(env.APP_UPSTREAMS) : undefined,
    apiUpstream: env.API_UPSTREAM || undefined,
    chatWidgetOrigin: env.CHAT_WIDGET_ORIGIN || undefined,
    mapTileOrigin: env.MAP_TILE_ORIGIN || undefined,
    paymentProviderOrigin: env.PAYMENT_PROVIDER_ORIGIN || undefined,
  });
  console.log(`Wrote ${Object.values(written).join(' and ')}`);
}
