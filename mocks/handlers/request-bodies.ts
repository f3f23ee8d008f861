import { http } from 'msw';
import type { ErrorCode } from '../../generated/model';
import { webAppConfig } from '../db/web-app-config';
import { fail } from '../lib/http';
import { MAX_REPORT_BYTES } from './telemetry';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The largest body accepted, whatever its media type (the contract's `x-max-body-bytes`). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** An upload's other form parts, on top of its file (the uploads' `x-max-body-bytes` `plus`). */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

/** An operation whose body is not the default JSON up to `MAX_JSON_BODY_BYTES`. */
type OwnBody = {
  path: RegExp;
  limit: () => number;
  /** The code over the limit. */
  code: ErrorCode;
  /** The media types it reads; a multipart body is not parsed here. */
  types: string[];
};

const TELEMETRY_TYPES = ['application/json', 'text/plain', 'application/reports+json'];

/** The operations that take another media type or have a limit of their own (`x-max-body-bytes`). */
const OWN_BODIES: OwnBody[] = [
  {
    path: /^\/customer\/api\/v1\/financing-requests\/[^/]+\/documents\/$/,
    limit: () => webAppConfig.document_max_bytes + FORM_OVERHEAD_BYTES,
    code: 'file__too_large',
    types: ['multipart/form-data'],
  },
  {
    path: /^\/customer\/api\/v1\/careers\/applications$/,
    limit: () => webAppConfig.cv_max_bytes + FORM_OVERHEAD_BYTES,
    code: 'cv__too_large',
    types: ['multipart/form-data'],
  },
  // The beacons: JSON sent as text (no CORS preflight) and the browser's own CSP reports.
  {
    path: /^\/customer\/api\/v1\/telemetry\/(?:vitals|errors)$/,
    limit: () => MAX_REPORT_BYTES,
    code: 'body__too_large',
    types: TELEMETRY_TYPES,
  },
  // A mail client's one-click unsubscribe (RFC 8058): `List-Unsubscribe=One-Click`, form-encoded.
  {
    path: /^\/customer\/api\/v1\/message-unsubscribe\/one-click$/,
    limit: () => MAX_JSON_BODY_BYTES,
    code: 'body__too_large',
    types: ['application/x-www-form-urlencoded'],
  },
];

/** The most any operation reads: the standalone server (mocks/server.ts) reads no further. */
export const maxBodyBytes = () =>
  Math.max(MAX_JSON_BODY_BYTES, ...OWN_BODIES.map((own) => own.limit()));

const mediaTypeOf = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The contract's "Errors" for a body, before any flow reads it, on every unsafe call: over the
 * operation's limit `413` (`body__too_large`, or the upload's own code; a declared length is refused
 * unread), then a media type the operation does not take `415` `body__unsupported_media_type` (JSON
 * everywhere but the operations above; an empty body is fine with any), then a body that should be
 * JSON and does not parse `400` `body__invalid` instead of reading as an empty object.
 */
export const requestBodyHandlers = [
  http.all(/\/api\/v1\//, async ({ request }) => {
    if (!UNSAFE.has(request.method)) return undefined;
    const path = new URL(request.url).pathname;
    const own = OWN_BODIES.find((each) => each.path.test(path) && request.method === 'POST');
    const limit = own?.limit() ?? MAX_JSON_BODY_BYTES;
    const tooLarge = () => fail(413, [own?.code ?? 'body__too_large']);
    if (Number(request.headers.get('content-length') ?? 0) > limit) return tooLarge();
    const bytes = await request.clone().arrayBuffer();
    if (bytes.byteLength > limit) return tooLarge();
    if (bytes.byteLength === 0) return undefined;
    const wanted = own?.types ?? ['application/json'];
    const type = mediaTypeOf(request);
    if (!wanted.includes(type)) return fail(415, ['body__unsupported_media_type']);
    if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded')
      return undefined;
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
