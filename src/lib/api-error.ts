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
