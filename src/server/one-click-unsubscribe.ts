// A mail client's one-click unsubscribe (RFC 8058): the e-mail's `List-Unsubscribe` names the
// landing page (`/unsubscribe?token=`, `/en/unsubscribe?token=`); a browser's GET renders it, the mail
// client's `POST` with the form body `List-Unsubscribe=One-Click` (no cookies, no CSRF token) is
// forwarded here to the backend's `unsubscribeMessagesOneClick` and answered without a page. Only the
// token and the body go on: never the client's cookies or other headers. Never stored by a cache.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from './config';

export const ONE_CLICK_PATHS = new Set(['/unsubscribe', '/en/unsubscribe']);
const OPERATION = '/customer/api/v1/message-unsubscribe/one-click';
/** The one-click body is 26 bytes; anything much larger is not one. */
const MAX_BODY = 1024;
const HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
const TEXT: Record<number, string> = {
  200: 'Unsubscribed',
  400: 'This unsubscribe link is not valid',
  413: 'Request too large',
  415: 'Send List-Unsubscribe=One-Click, form-encoded',
  502: 'Try again later',
};

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The mock's data namespace travels as its header in tests (`MOCK=1`), never any cookie. */
function mockNamespace(req: IncomingMessage, config: ServerConfig): Record<string, string> {
  if (!config.mock) return {};
  const named = /(?:^|;\s*)mock_ns=([A-Za-z0-9_.:-]{1,100})(?:;|$)/.exec(req.headers.cookie ?? '');
  return named ? { 'x-mock-namespace': named[1]! } : {};
}

export async function oneClickUnsubscribe(
  req: IncomingMessage,
  res: ServerResponse,
  config: ServerConfig,
  query: string,
  requestId: string,
): Promise<void> {
  const answer = (status: number) =>
    void res.writeHead(status, HEADERS).end(`${TEXT[status] ?? TEXT[400]}\n`);
  const body = await readBody(req);
  if (!body) return answer(413);
  const token = new URLSearchParams(query).get('token') ?? '';
  const target = `${config.backend.origin}${OPERATION}?${new URLSearchParams({ token })}`;
  try {
    const forwarded = await fetch(target, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': req.headers['content-type'] ?? 'application/octet-stream',
        'x-request-id': requestId,
        ...mockNamespace(req, config),
      },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(10_000),
    });
    await forwarded.arrayBuffer();
    const status = forwarded.status;
    if (status >= 200 && status < 300) return answer(200);
    return answer(status >= 500 ? 502 : status === 413 || status === 415 ? status : 400);
  } catch {
    return answer(502);
  }
}
