import { http } from 'msw';
import { fail } from '../lib/http';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The largest JSON body accepted (the contract's `x-max-body-bytes`). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * The contract's "Errors" for a JSON body, before any flow reads it: over `MAX_JSON_BODY_BYTES` it
 * answers `413` `body__too_large` (a declared length is refused unread), and one that does not parse
 * `400` `body__invalid` instead of reading as an empty one.
 */
export const malformedBodyHandlers = [
  http.all(/\/api\/v1\//, async ({ request }) => {
    if (!UNSAFE.has(request.method)) return undefined;
    if (!/application\/json/i.test(request.headers.get('content-type') ?? '')) return undefined;
    if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BODY_BYTES)
      return fail(413, ['body__too_large']);
    const bytes = await request.clone().arrayBuffer();
    if (bytes.byteLength > MAX_JSON_BODY_BYTES) return fail(413, ['body__too_large']);
    const text = new TextDecoder().decode(bytes);
    if (text.trim() === '') return undefined;
    try {
      JSON.parse(text);
      return undefined;
    } catch {
      return fail(400, ['body__invalid']);
    }
  }),
];
