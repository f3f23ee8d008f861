// Serves the built app (dist/) like production does (scripts/nginx/site.conf.template): static files,
// the pages prerendered at build time (dist/<path>/index.html; one page per kind for the catalogue's
// detail pages, ./detail-pages.mjs), the app shell (dist/app.html) for every other route, `/`
// redirected to /en for an English visitor, and the API proxied to the standalone mock server, which
// it starts unless MOCK_URL points at a running one.
// PORT (default 4173) and MOCK_PORT (default 9090) override the ports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Readable } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';
import { detailPageFile, shellPageFile } from './detail-pages.mjs';
import { CSP_NONCE_PLACEHOLDER } from './prerender-html.mjs';
import { rootRedirect } from './root-locale.mjs';

// DIST_DIR serves another build directory (a test run that must not see a concurrent `npm run build`).
const root = resolve(process.env.DIST_DIR ?? resolve(import.meta.dirname, '..', 'dist'));
const port = Number(process.env.PORT ?? 4173);
const mockPort = Number(process.env.MOCK_PORT ?? 9090);
const mockUrl = new URL(process.env.MOCK_URL ?? `http://127.0.0.1:${mockPort}`);
const PROXIED = [
  /^\/api\//,
  /^\/customer\/api\//,
  /^\/customer\/media\//,
  /^\/[a-z]+\/api\/v1\/confirm-email$/,
  /^\/media\//,
  /^\/__mock\//,
];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const APP_SHELL = join(root, 'app.html');
if (!existsSync(APP_SHELL)) {
  console.error('dist/ has no build: run `npm run build` first.');
  process.exit(1);
}

let mock;
if (!process.env.MOCK_URL) {
  mock = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: { ...process.env, MOCK_PORT: String(mockPort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  mock.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`mock server stopped with code ${code}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      mock.kill(signal);
      process.exit(0);
    });
  }
}

function proxy(req, res) {
  const upstream = httpRequest(
    {
      host: mockUrl.hostname,
      port: mockUrl.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  // Like a proxy in production: a client that goes away ends the upstream call, a connection the
  // upstream drops is dropped for the client, an upstream that cannot be reached is a 502.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.on('error', (error) => {
    if (res.headersSent || error.code === 'ECONNRESET') return void req.socket.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: ['service__unavailable'] }));
  });
  req.pipe(upstream);
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

// Text is gzipped like a production server does (first-load sizes and Lighthouse measure real transfers).
function sendFile(req, res, file, cache) {
  const gzip =
    COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  if (gzip && extname(file) !== '.html') return void res.end(gzipped(file));
  // A page's CSP nonce is fresh in every answer, as nginx makes it (scripts/nginx/site.conf.template).
  const stream =
    extname(file) === '.html'
      ? Readable.from([
          readFileSync(file, 'utf8').replaceAll(
            CSP_NONCE_PLACEHOLDER,
            randomBytes(16).toString('hex'),
          ),
        ])
      : createReadStream(file);
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

const gzippedFiles = new Map();

/**
 * A file's gzip, made once per version of the file (as nginx's gzip_static serves files compressed
 * ahead): compressing the app's 700 kB of JavaScript on every page load took the CPU from the page
 * the benchmarks and journeys measure, on a 2-core machine. HTML is compressed per answer (its nonce).
 */
function gzipped(file) {
  const version = `${file}:${statSync(file).mtimeMs}`;
  let body = gzippedFiles.get(version);
  if (!body) {
    body = gzipSync(readFileSync(file));
    gzippedFiles.set(version, body);
  }
  return body;
}

/**
 * The file a decoded request path names inside the build, or undefined when it leads outside it: the
 * path is resolved (`..` included) and must then be the root or start with the root and a separator
 * (a sibling such as `dist-secret` beside `dist` starts with the root's name, not with `dist/`).
 */
function fileInRoot(path) {
  if (path.includes('\0')) return undefined;
  const file = resolve(root, `.${path}`);
  return file === root || file.startsWith(`${root}${sep}`) ? file : undefined;
}

/** The decoded path of a request; the target is always a path, even when it starts with `//`. */
function requestPath(req) {
  try {
    return decodeURIComponent(new URL(`http://x${req.url ?? '/'}`).pathname);
  } catch {
    return undefined;
  }
}

function badRequest(res) {
  res.writeHead(400, { 'content-type': 'text/plain' });
  res.end('Bad request');
}

const server = createServer((req, res) => {
  if (!req.url?.startsWith('/')) return badRequest(res);
  const path = requestPath(req);
  if (path === undefined) return badRequest(res);
  if (PROXIED.some((pattern) => pattern.test(path))) return proxy(req, res);
  const file = fileInRoot(path);
  if (file === undefined) return badRequest(res);
  if (existsSync(file) && statSync(file).isFile()) {
    const hashed = path.startsWith('/assets/');
    return sendFile(req, res, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  }
  if (path.startsWith('/assets/') || path.startsWith('/builds/') || extname(path)) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return res.end('Not found');
  }
  if (path === '/') {
    const to = rootRedirect(
      req.headers.cookie,
      req.headers['accept-language'],
      new URL(`http://x${req.url}`).search,
    );
    if (to) {
      res.writeHead(302, {
        location: to,
        'cache-control': 'no-cache',
        vary: 'cookie, accept-language',
      });
      return res.end();
    }
  }
  const detail = detailPageFile(path) ?? shellPageFile(path);
  const prerendered = detail ? join(root, detail) : join(file, 'index.html');
  const page = existsSync(prerendered) ? prerendered : APP_SHELL;
  return sendFile(req, res, page, 'no-cache');
});

async function waitForMock() {
  for (let i = 0; i < 100; i += 1) {
    try {
      const answer = await fetch(new URL('/__mock/health', mockUrl));
      if (answer.ok) return;
    } catch {
      // not up yet
    }
    await delay(100);
  }
  throw new Error(`the mock server did not start at ${mockUrl.href}`);
}

// Node's clients (the journeys' API calls, and this proxy's own calls to the mock) keep an idle
// connection for 5 s, which is also a Node server's default: a request sent on a connection the
// server closes at that instant fails with ECONNRESET. The server keeps idle connections for longer
// than any client here keeps them, so the client always closes first (as nginx's 75 s do).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

await waitForMock();
server.listen(port, '127.0.0.1', () => {
  console.log(`App on http://127.0.0.1:${port} (API proxied to ${mockUrl.origin})`);
});
