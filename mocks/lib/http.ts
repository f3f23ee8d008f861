import { HttpResponse } from 'msw';
import type { ErrorCode, ErrorMeta } from '../../generated/model';

export type Lang = 'ar' | 'en';
export type Localized = { ar: string; en: string };

/** Every API path is matched on any origin: the worker, the test server and the standalone server. */
export const api = (path: string) => `*${path}`;

export function json<T>(body: T, init: ResponseInit = {}) {
  return HttpResponse.json(body as never, init);
}

export function fail(status: number, codes: ErrorCode[], meta?: ErrorMeta, headers?: HeadersInit) {
  return HttpResponse.json(meta ? { errors: codes, meta } : { errors: codes }, { status, headers });
}

export function noContent(headers?: HeadersInit) {
  return new HttpResponse(null, { status: 204, headers });
}

/** The language of text in answers: `Accept-Language`, Arabic by default. */
export function langOf(request: Request): Lang {
  return (request.headers.get('accept-language') ?? '').toLowerCase().startsWith('en')
    ? 'en'
    : 'ar';
}

export function tr(text: Localized, lang: Lang): string {
  return text[lang];
}

/** Reads a JSON body; a body that is not JSON reads as an empty object. */
export async function readJson<T extends object>(request: Request): Promise<Partial<T>> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' ? (body as Partial<T>) : {};
  } catch {
    return {};
  }
}

export type Page<T> = { count: number; page: number; page_size: number; results: T[] };

/**
 * `page` (from 1) and `page_size` (1..`maxSize`, default `defaultSize`); a page past the last one is
 * refused.
 */
export function paginate<T>(
  items: T[],
  url: URL,
  defaultSize = 12,
  maxSize = 100,
): Page<T> | Response {
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('page_size') ?? defaultSize);
  if (!Number.isInteger(page) || page < 1) return fail(400, ['page__invalid']);
  if (!Number.isInteger(size) || size < 1 || size > maxSize)
    return fail(400, ['page_size__invalid']);
  const pages = Math.max(1, Math.ceil(items.length / size));
  if (page > pages) return fail(400, ['page__invalid']);
  return {
    count: items.length,
    page,
    page_size: size,
    results: items.slice((page - 1) * size, page * size),
  };
}

export function randomToken(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
