import { getResponse, http, type RequestHandler } from 'msw';
import { onReset } from '../db/registry';
import { fail } from '../lib/http';
import { scoped } from '../lib/namespace';
import { SESSION_COOKIE, cookieOf } from '../lib/session';
import { UUID } from '../lib/params';

/**
 * The operations the contract gives an `Idempotency-Key` (besides reserving and paying, whose
 * handlers keep their own keys): a repeat with the same key answers what the first call answered,
 * without doing it again; another body with the same key is `idempotency_key__mismatch`. Refusals
 * (4xx) and server failures (5xx) did nothing and are not kept: a repeat is checked again, so a submit
 * refused for a missing document passes once it is uploaded, and a retry after a failure is done.
 */
const OPERATIONS = [
  '*/customer/api/v1/reservations/:reservationId/bank-transfer/confirm',
  '*/customer/api/v1/financing-requests/',
  '*/customer/api/v1/financing-requests/:requestId/submit',
  '*/customer/api/v1/financing-requests/:requestId/offers/:offerId/choose',
  '*/customer/api/v1/feedback',
  '*/customer/api/v1/real-estate-request',
  '*/customer/api/v1/careers/applications',
];

type Kept = { body: string; status: number; headers: [string, string][]; answer: ArrayBuffer };
const kept = scoped(() => new Map<string, Kept>());
onReset(() => kept.clear());

/** The body as sent, without a multipart boundary (a retry of a form upload gets a new one). */
async function bodyOf(request: Request): Promise<string> {
  const text = await request.clone().text();
  const boundary = /boundary=([^;]+)/.exec(request.headers.get('content-type') ?? '')?.[1];
  return boundary ? text.split(boundary).join('') : text;
}

async function replayOrRun(request: Request, next: () => RequestHandler[]) {
  const key = request.headers.get('idempotency-key');
  if (key === null) return undefined;
  if (!UUID.test(key)) return fail(400, ['idempotency_key__invalid']);
  const caller = cookieOf(request, SESSION_COOKIE) ?? 'visitor';
  const id = `${caller} ${new URL(request.url).pathname} ${key}`;
  const body = await bodyOf(request);
  const known = kept.get(id);
  if (known) {
    if (known.body !== body) return fail(409, ['idempotency_key__mismatch']);
    return new Response(known.answer.slice(0), { status: known.status, headers: known.headers });
  }
  const answer = await getResponse(next(), request);
  if (!answer || answer.type === 'error' || answer.status >= 400) return answer;
  const headers = [...answer.headers].filter(([name]) => name !== 'set-cookie');
  const copy = answer.clone();
  kept.set(id, { body, status: answer.status, headers, answer: await copy.arrayBuffer() });
  return answer;
}

/** Before the handlers of these operations; `next` is the list after this one. */
export const idempotencyHandlers = (next: () => RequestHandler[]) =>
  OPERATIONS.map((path) => http.post(path, ({ request }) => replayOrRun(request, next)));
