import { http } from 'msw';
import { fail } from '../lib/http';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A JSON body that does not parse answers `400` `body__invalid` (the contract's "Errors"), before any
 * flow reads it as an empty one.
 */
export const malformedBodyHandlers = [
  http.all(/\/api\/v1\//, async ({ request }) => {
    if (!UNSAFE.has(request.method)) return undefined;
    if (!/application\/json/i.test(request.headers.get('content-type') ?? '')) return undefined;
    const text = await request.clone().text();
    if (text.trim() === '') return undefined;
    try {
      JSON.parse(text);
      return undefined;
    } catch {
      return fail(400, ['body__invalid']);
    }
  }),
];
