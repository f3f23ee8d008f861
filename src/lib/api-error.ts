import type { ErrorCode, ErrorMeta } from '@generated/model';

/** What every failed call rejects with: the server's codes, or a network failure. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly codes: ErrorCode[];
  readonly meta: ErrorMeta | undefined;

  constructor(status: number | null, codes: ErrorCode[], meta?: ErrorMeta) {
    super(codes.join(', ') || (status === null ? 'network' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.codes = codes;
    this.meta = meta;
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
