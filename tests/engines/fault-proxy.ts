// The network of a WebKit journey that needs it to fail, as a Playwright journey's `page.route` does:
// an HTTP proxy (MiniBrowser's `--proxy`) that passes every request on unchanged, except those a rule
// answers itself (a JSON body) or cuts off (a network error, as a dropped connection). Plain HTTP
// only: the app and the mock run on http://127.0.0.1 and http://localhost here.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

type Rule = { url: RegExp; answer: 'abort' | { json: unknown } };

/** Headers that concern one connection, never passed on by a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'proxy-connection',
  'keep-alive',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

const passOn = (headers: IncomingMessage['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export type FaultProxy = {
  /** The address for MiniBrowser's `--proxy`. */
  url: string;
  /** Requests whose absolute URL matches `url` get `answer` from now on (the latest rule first). */
  route: (url: RegExp, answer: Rule['answer']) => void;
  /** Every request passes on again. */
  clear: () => void;
  close: () => Promise<void>;
};

export async function startFaultProxy(): Promise<FaultProxy> {
  const rules: Rule[] = [];
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const target = new URL(incoming.url ?? '/');
    const rule = rules.find(({ url }) => url.test(target.href));
    if (rule?.answer === 'abort') {
      incoming.socket.destroy();
      return;
    }
    if (rule) {
      outgoing.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      outgoing.end(JSON.stringify(rule.answer.json));
      return;
    }
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: incoming.method,
        headers: passOn(incoming.headers),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, passOn(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  };
  const server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    route: (url, answer) => void rules.unshift({ url, answer }),
    clear: () => void rules.splice(0, rules.length),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
