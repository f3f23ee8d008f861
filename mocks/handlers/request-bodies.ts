import { http } from 'msw';
import type { ErrorCode } from '../../generated/model';
import { webAppConfig } from '../db/web-app-config';
import { fail } from '../lib/http';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The largest body accepted, whatever its media type (the contract's `x-max-body-bytes`). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** An upload's other form parts, on top of its file (the uploads' `x-max-body-bytes` `plus`). */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

type Upload = { path: RegExp; limit: () => number; code: ErrorCode };

/** The operations that take `multipart/form-data`, their limit and the code over it. */
const UPLOADS: Upload[] = [
  {
    path: /^\/customer\/api\/v1\/financing-requests\/[^/]+\/documents\/$/,
    limit: () => webAppConfig.document_max_bytes + FORM_OVERHEAD_BYTES,
    code: 'file__too_large',
  },
  {
    path: /^\/customer\/api\/v1\/careers\/applications$/,
    limit: () => webAppConfig.cv_max_bytes + FORM_OVERHEAD_BYTES,
    code: 'cv__too_large',
  },
];

/** The most any operation reads: the standalone server (mocks/server.ts) reads no further. */
export const maxBodyBytes = () =>
  Math.max(MAX_JSON_BODY_BYTES, ...UPLOADS.map((upload) => upload.limit()));

const mediaTypeOf = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The contract's "Errors" for a body, before any flow reads it, on every unsafe call: over the
 * operation's limit `413` (`body__too_large`, or the upload's own code; a declared length is refused
 * unread), then a media type the operation does not take `415` `body__unsupported_media_type` (JSON
 * everywhere, multipart on the uploads; an empty body is fine with any), then JSON that does not
 * parse `400` `body__invalid` instead of reading as an empty object.
 */
export const requestBodyHandlers = [
  http.all(/\/api\/v1\//, async ({ request }) => {
    if (!UNSAFE.has(request.method)) return undefined;
    const path = new URL(request.url).pathname;
    const upload = UPLOADS.find((each) => each.path.test(path) && request.method === 'POST');
    const limit = upload?.limit() ?? MAX_JSON_BODY_BYTES;
    const tooLarge = () => fail(413, [upload?.code ?? 'body__too_large']);
    if (Number(request.headers.get('content-length') ?? 0) > limit) return tooLarge();
    const bytes = await request.clone().arrayBuffer();
    if (bytes.byteLength > limit) return tooLarge();
    if (bytes.byteLength === 0) return undefined;
    const wanted = upload ? 'multipart/form-data' : 'application/json';
    if (mediaTypeOf(request) !== wanted) return fail(415, ['body__unsupported_media_type']);
    if (upload) return undefined;
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
