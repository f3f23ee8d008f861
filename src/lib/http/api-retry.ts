import type { AxiosError, InternalAxiosRequestConfig } from 'axios';
import type { ErrorBody } from '@generated/model';
import { IDEMPOTENCY_HEADER } from './idempotency';

/**
 * When a failed call is sent again by itself: a call that is safe to repeat (GET, HEAD, OPTIONS,
 * DELETE, or one that carries an `Idempotency-Key`) that got no answer (offline, a dropped connection,
 * the timeout) or a passing failure (408, 425, 429, 5xx but 501), up to three attempts in all, after a
 * short pause that grows. Any other call fails at once: the page shows the failure with a retry, and
 * the customer decides.
 */
export const MAX_ATTEMPTS = 3;
const RETRY_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);
const REPEATABLE_METHODS = new Set(['get', 'head', 'options', 'delete']);
/** A `Retry-After` longer than this is not waited for: the failure is shown instead. */
const MAX_RETRY_AFTER_SECONDS = 5;
const DEFAULT_PAUSES_MS = [300, 1000];
let pausesMs = DEFAULT_PAUSES_MS;

/** The pauses before the second and third attempts (tests shorten them); none: the defaults. */
export function setRetryPauses(next: number[] = DEFAULT_PAUSES_MS): void {
  pausesMs = next;
}

export type RetryState = { attempt?: number; timedOut?: boolean };

export function isRepeatable(config: InternalAxiosRequestConfig): boolean {
  return (
    REPEATABLE_METHODS.has((config.method ?? 'get').toLowerCase()) ||
    Boolean(config.headers.get(IDEMPOTENCY_HEADER))
  );
}

function retryAfterSeconds(error: AxiosError): number {
  const value = Number(error.response?.headers['retry-after']);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function isPassing(error: AxiosError, timedOut: boolean): boolean {
  const { response } = error;
  if (!response) return timedOut || error.code !== 'ERR_CANCELED';
  const codes = (response.data as Partial<ErrorBody> | undefined)?.errors ?? [];
  if (codes.includes('action__limit_exceeded')) return false;
  return RETRY_STATUSES.has(response.status) && retryAfterSeconds(error) <= MAX_RETRY_AFTER_SECONDS;
}

/** How long to wait before sending `config` again, or undefined when it must not be sent again. */
export function retryPause(
  config: InternalAxiosRequestConfig & RetryState,
  error: AxiosError,
): number | undefined {
  const attempt = config.attempt ?? 1;
  if (attempt >= MAX_ATTEMPTS || !isRepeatable(config)) return undefined;
  if (!isPassing(error, config.timedOut === true)) return undefined;
  return Math.max(pausesMs[attempt - 1] ?? pausesMs.at(-1) ?? 0, retryAfterSeconds(error) * 1000);
}
