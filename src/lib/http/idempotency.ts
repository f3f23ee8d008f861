/**
 * Idempotency keys: the server answers a repeat of a call with the same `Idempotency-Key` with what the
 * first one answered, without doing it again, so such a call may be sent again after a timeout or a
 * dropped connection (src/lib/http/api-retry.ts) without creating or charging twice.
 */

/** The calls whose server dedupes by key (the operations the contract gives an `Idempotency-Key`). */
export const IDEMPOTENT_CALLS: ReadonlyArray<readonly [method: string, path: RegExp]> = [
  ['post', /^\/customer\/api\/v1\/reservations\/$/],
  ['post', /^\/customer\/api\/v1\/reservations\/\d+\/payments$/],
  ['post', /^\/customer\/api\/v1\/reservations\/\d+\/bank-transfer\/confirm$/],
  ['post', /^\/customer\/api\/v1\/financing-requests\/$/],
  ['post', /^\/customer\/api\/v1\/financing-requests\/\d+\/submit$/],
  ['post', /^\/customer\/api\/v1\/financing-requests\/\d+\/offers\/\d+\/choose$/],
  ['post', /^\/customer\/api\/v1\/feedback$/],
  ['post', /^\/customer\/api\/v1\/real-estate-request$/],
  ['post', /^\/customer\/api\/v1\/careers\/applications$/],
];

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const takesIdempotencyKey = (method: string, path: string): boolean =>
  IDEMPOTENT_CALLS.some(([m, pattern]) => m === method.toLowerCase() && pattern.test(path));

function uuidFrom(bytes: Uint8Array): string {
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh UUID v4 for an `Idempotency-Key` (one per reserve intent or payment attempt). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return uuidFrom(crypto.getRandomValues(new Uint8Array(16)));
}

export function idempotencyHeaders(key: string) {
  return { headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key } };
}

/** This page visit: the same form sent again after a reload is a new intent. */
const visit = newIdempotencyKey();

function fingerprint(body: unknown): string {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    return JSON.stringify(
      [...body.entries()].map(([name, value]) =>
        typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.type],
      ),
    );
  }
  return typeof body === 'string' ? body : JSON.stringify(body ?? null);
}

/**
 * The key of one intent: the same call with the same body during this page visit (a retry, or the
 * customer sending the same form again after a failure) gets the same key; a changed form a new one.
 */
export async function intentKey(method: string, path: string, body: unknown): Promise<string> {
  const text = `${visit} ${method.toUpperCase()} ${path} ${fingerprint(body)}`;
  if (!crypto.subtle) return newIdempotencyKey();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return uuidFrom(new Uint8Array(digest));
}
