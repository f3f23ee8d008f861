// Renders the nginx configuration of the web app from scripts/nginx/*.template.
//   node scripts/nginx/render.mjs --out <dir> [--standalone]
// Settings come from the environment (defaults in brackets):
//   NGINX_LISTEN        [8080]                    the `listen` parameters, e.g. "443 ssl"
//   NGINX_SERVER_NAME   [_]
//   APP_ROOT            [<repo>/dist]             the production build
//   API_UPSTREAM        [http://127.0.0.1:9090]   the backend (scheme, host, port; no path)
//   CHAT_WIDGET_ORIGIN  []                        the chat-support widget's origin, when one is configured
//   MAP_TILE_ORIGIN     []                        the map tile server's origin, when one is configured
// Writes <dir>/site.conf, and with --standalone also <dir>/nginx.conf (+ its temp directories).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DETAIL_FILE, DETAIL_KINDS } from '../detail-pages.mjs';

const here = import.meta.dirname;
const ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d+)?$/i;

function origin(value, name) {
  if (!value) return '';
  if (!ORIGIN.test(value))
    throw new Error(`${name} must be an https origin such as https://chat.example.com: ${value}`);
  return value;
}

/** The Content-Security-Policy: scripts from this site only, plus the chat widget's origin if set. */
export function contentSecurityPolicy({ chatWidgetOrigin = '', mapTileOrigin = '' } = {}) {
  const chat = origin(chatWidgetOrigin, 'CHAT_WIDGET_ORIGIN');
  const tiles = origin(mapTileOrigin, 'MAP_TILE_ORIGIN');
  const list = (...sources) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", chat)}`,
    // styled-components writes the app's styles into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
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
  serverName = '_',
  root = resolve(here, '..', '..', 'dist'),
  apiUpstream = 'http://127.0.0.1:9090',
  chatWidgetOrigin = '',
  mapTileOrigin = '',
}) {
  if (!/^https?:\/\/[^/\s]+$/.test(apiUpstream)) {
    throw new Error(`API_UPSTREAM must be a scheme, host and port without a path: ${apiUpstream}`);
  }
  const prefix = resolve(out);
  mkdirSync(prefix, { recursive: true });
  const values = {
    LISTEN: listen,
    SERVER_NAME: serverName,
    ROOT: resolve(root),
    API_UPSTREAM: apiUpstream,
    CONTENT_SECURITY_POLICY: contentSecurityPolicy({ chatWidgetOrigin, mapTileOrigin }),
    PREFIX: prefix,
    DETAIL_KINDS: `(?:en/)?(?:${DETAIL_KINDS.join('|')})`,
    DETAIL_FILE,
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
    serverName: env.NGINX_SERVER_NAME || undefined,
    root: env.APP_ROOT || undefined,
    apiUpstream: env.API_UPSTREAM || undefined,
    chatWidgetOrigin: env.CHAT_WIDGET_ORIGIN || undefined,
    mapTileOrigin: env.MAP_TILE_ORIGIN || undefined,
  });
  console.log(`Wrote ${Object.values(written).join(' and ')}`);
}
