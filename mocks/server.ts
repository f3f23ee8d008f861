// The standalone mock backend: a plain node:http server that hands every request to the same MSW
// handlers the test server uses. 127.0.0.1, MOCK_PORT (default 9090). Started by `npm run
// mock-server`, `npm start`, and inside `npm run dev`'s own process (src/server/dev.ts).
// Each request runs in the data namespace it names (mocks/lib/namespace.ts), with the network it came
// from in `X-Mock-Network` (mocks/lib/network.ts: the connection, or a `MOCK_TRUSTED_PROXIES` proxy's
// `X-Real-IP`); an answer that is a network error (a scenario's dropped connection) closes the
// connection without answering.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { maxBodyBytes } from './handlers/request-bodies';
import { inNamespace, NAMESPACE_COOKIE, namespaceOf, setNamespaceContext } from './lib/namespace';
import { connectionNetwork, NETWORK_HEADER, trustedProxies } from './lib/network';
import { requestCookie } from './lib/request-cookies';
import { sourceMapStackMapper } from './lib/source-maps-node';
import { setStackMapper } from './lib/stack-mapper';
import { hasScenario } from './scenarios';

const storage = new AsyncLocalStorage<string>();
setNamespaceContext({
  current: () => storage.getStore(),
  run: (namespace, work) => storage.run(namespace, work),
});

const port = Number(process.env.MOCK_PORT ?? 9090);
const trusted = trustedProxies();

const TOO_LARGE = Symbol('too large');

/**
 * The body, read only up to the most any operation takes (mocks/handlers/request-bodies.ts): a
 * declared length over it is left unread (the handlers answer 413 from the length), and a body sent
 * without a length stops being kept at the limit (TOO_LARGE, once the rest is drained, not stored).
 */
function readBody(
  req: IncomingMessage,
): Promise<Buffer<ArrayBuffer> | undefined | typeof TOO_LARGE> {
  const limit = maxBodyBytes();
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(undefined);
  return new Promise((done, failed) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // Answered once the rest is drained (not kept): closing while the client still sends would
      // reset the connection and could lose the 413 on its way.
      req.off('data', keep);
      req.once('end', () => done(TOO_LARGE));
      req.once('close', () => done(TOO_LARGE));
      req.resume();
    };
    req.on('data', keep);
    req.on('end', () => done(chunks.length > 0 ? Buffer.concat(chunks) : undefined));
    req.on('error', failed);
  });
}

// Error reports' stacks are mapped with the build's source maps (`npm run bundle` writes them beside
// dist/client, never into it); SOURCE_MAPS_DIR for another build's.
setStackMapper(
  sourceMapStackMapper(
    process.env.SOURCE_MAPS_DIR ??
      fileURLToPath(new URL('../dist/sourcemaps/assets', import.meta.url)),
  ),
);

/** The request as a fetch Request; its signal aborts when the client goes away before the answer. */
async function toRequest(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<Request | typeof TOO_LARGE> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `127.0.0.1:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const network = connectionNetwork(req.socket.remoteAddress, req.headers['x-real-ip'], trusted);
  headers.set(NETWORK_HEADER, network);
  const body = await readBody(req);
  if (body === TOO_LARGE) return TOO_LARGE;
  const hasBody = body && req.method !== 'GET' && req.method !== 'HEAD';
  const gone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? body : undefined,
    signal: gone.signal,
  });
}

/**
 * `plainHttp` (the `plain-http-cookies` scenario): the cookies without Secure, for a browser that keeps
 * no Secure cookie on http://127.0.0.1 although the page is a secure context (WebKitGTK; Chromium and
 * Firefox keep them, and production is HTTPS): the WebKit journeys (docs/browser-engines.md).
 */
async function send(res: ServerResponse, response: Response, plainHttp = false): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0)
    headers['set-cookie'] = plainHttp ? cookies.map((c) => c.replace(/; Secure\b/i, '')) : cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

const server = createServer((req, res) => {
  void (async () => {
    try {
      const request = await toRequest(req, res);
      if (request === TOO_LARGE) {
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        return void res.end(JSON.stringify({ errors: ['body__too_large'] }));
      }
      const namespace = namespaceOf(request, requestCookie(request, NAMESPACE_COOKIE));
      const response = await inNamespace(namespace, () => getResponse(handlers, request));
      if (response?.type === 'error') return void req.socket.destroy();
      if (response) return await send(res, response, hasScenario(request, 'plain-http-cookies'));
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: ['not_found'] }));
    } catch (error) {
      console.error(error);
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: ['server__error'] }));
    }
  })();
});

// Idle connections outlive those of Node's clients (5 s, also a Node server's default), so a request
// never meets a connection being closed at the same instant (scripts/serve.mjs says more).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, '127.0.0.1', () => {
  console.log(`Mock backend on http://127.0.0.1:${port}`);
});
