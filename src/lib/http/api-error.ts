import type { ErrorCode, ErrorMeta } from '@generated/model';

/** What every failed call rejects with: the server's codes, or a network failure. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly codes: ErrorCode[];
  readonly meta: ErrorMeta | undefined;
  /** The answer's `Retry-After`, in seconds (a rate limit: when one more is allowed). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number | null,
    codes: ErrorCode[],
    meta?: ErrorMeta,
    retryAfterSeconds?: number,
  ) {
    super(codes.join(', ') || (status === null ? 'network' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.codes = codes;
    this.meta = meta;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The call never reached the server (offline, DNS, CORS, aborted connection). */
  get isNetworkError(): boolean {
    return this.status === null;
  }

  has(code: ErrorCode): boolean {
    return this.codes.includes(code);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** `Retry-After` as seconds from now: whole seconds, or an HTTP date; undefined when neither. */
export function retryAfterSeconds(value: unknown, now = Date.now()): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * When a refusal for a rate limit (`action__limit_exceeded` with `Retry-After`) allows the next try,
 * as a time in ms; undefined for any other error.
 */
export function retryAtOf(error: unknown, now = Date.now()): number | undefined {
  if (!isApiError(error) || !error.has('action__limit_exceeded')) return undefined;
  return error.retryAfterSeconds === undefined ? undefined : now + error.retryAfterSeconds * 1000;
}

const PASSING_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

/**
 * A failure that trying again may fix: no answer, or a passing server failure (not a rate limit).
 * Accepts an ApiError or a form's summary of one (`{ network, status, codes }`).
 */
export function isRetryable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { network, status, codes } = error as {
    network?: boolean;
    status?: number | null;
    codes?: string[];
  };
  if (network === true || (error instanceof ApiError && error.isNetworkError)) return true;
  if (codes?.includes('action__limit_exceeded')) return false;
  return typeof status === 'number' && PASSING_STATUSES.has(status);
}
