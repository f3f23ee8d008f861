// A mail client's one-click unsubscribe (RFC 8058): the e-mail's `List-Unsubscribe` names the
// landing page (`/unsubscribe?token=`, `/en/unsubscribe?token=`); a browser's GET renders it, the mail
// client's `POST` with the form body `List-Unsubscribe=One-Click` (no cookies, no CSRF token) is
// forwarded here to the backend's `unsubscribeMessagesOneClick` and answered without a page. Only the
// token and the body go on, never the session or other headers (against the mock, its test cookies
// too). Never stored by a cache.
import type { IncomingMessage } from 'node:http';
import { buffer } from 'node:stream/consumers';
import type { ServerConfig } from './config';

export const ONE_CLICK_PATHS = new Set(['/unsubscribe', '/en/unsubscribe']);
const OPERATION = '/customer/api/v1/message-unsubscribe/one-click';
/** The one-click body is 26 bytes, of a stated length; anything much larger is not one. */
const MAX_BODY = 1024;
const TEXT: Record<number, string> = {
  200: 'Unsubscribed',
  400: 'This unsubscribe link is not valid',
  411: 'Send the body with its Content-Length',
  413: 'Request too large',
  415: 'Send List-Unsubscribe=One-Click, form-encoded',
  502: 'Try again later',
};

/** What the mail client is told of the backend's answer `status`: a line of text, never a page. */
function told(status: number): [status: number, text: string] {
  const shown = status < 300 ? 200 : status >= 500 ? 502 : TEXT[status] ? status : 400;
  return [shown, TEXT[shown]!];
}

/**
 * Forwards the one-click POST (its token and body, with `headers`: the request id, the mock's test
 * cookies in tests) and says what the mail client is told.
 */
export async function oneClickUnsubscribe(
  req: IncomingMessage,
  config: ServerConfig,
  query: string,
  headers: Record<string, string>,
) {
  const length = req.headers['content-length'];
  if (!(Number(length) <= MAX_BODY)) return told(length === undefined ? 411 : 413);
  const token = new URLSearchParams(query).get('token') ?? '';
  const url = `${config.backend.origin}${OPERATION}?${new URLSearchParams({ token })}`;
  const type = req.headers['content-type'] ?? 'application/octet-stream';
  try {
    const forwarded = await fetch(url, {
      method: 'POST',
      headers: { ...headers, accept: 'application/json', 'content-type': type },
      // Its stated length, no more (Node's parser holds the body to it).
      body: new Uint8Array(await buffer(req)),
      signal: AbortSignal.timeout(10_000),
    });
    await forwarded.arrayBuffer();
    return told(forwarded.status);
  } catch {
    return told(502);
  }
}
