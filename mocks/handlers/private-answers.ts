import { getResponse, http, type RequestHandler } from 'msw';

/** The one answer under /customer/ that is the same for everyone, and may be cached. */
const PUBLIC = new Set(['/customer/api/v1/web-app-config']);

/**
 * `Cache-Control: no-store` on every answer of the customers' and the providers' APIs (a session's
 * data, a sign-in's cookies, a document), whatever the flow that made it, unless it already says so:
 * no shared cache nor the browser's keeps a personal answer (the contract: operations that need a
 * session, and those marked `x-no-store`). `next` is the list after this one.
 */
export const privateAnswerHandlers = (next: () => RequestHandler[]) => [
  http.all(/\/(customer|provider)\/api\/v1\//, async ({ request }) => {
    if (PUBLIC.has(new URL(request.url).pathname)) return undefined;
    const answer = await getResponse(next(), request.clone());
    if (!answer || answer.type === 'error') return answer;
    if (!/(^|,)\s*no-store\s*(,|$)/i.test(answer.headers.get('cache-control') ?? ''))
      answer.headers.set('Cache-Control', 'no-store');
    return answer;
  }),
];
