import type { InternalAxiosRequestConfig } from 'axios';

/**
 * Each attempt of a call has a deadline: after it the attempt is aborted and counts as a call that
 * got no answer (src/lib/http/api-retry.ts). The caller's own signal (react-query cancelling) still
 * cancels. An upload has no deadline: it takes what the connection needs, with its progress shown.
 */
export const DEFAULT_TIMEOUT_MS = 20_000;
let timeoutMs = DEFAULT_TIMEOUT_MS;

/** How long an attempt may wait for its answer (web-app-config's `api_timeout_seconds`). */
export function setApiTimeout(milliseconds = DEFAULT_TIMEOUT_MS): void {
  timeoutMs = milliseconds;
}

export const apiTimeout = (): number => timeoutMs;

export type DeadlineState = {
  timedOut?: boolean;
  callerSignal?: AbortSignal | null;
  clearDeadline?: () => void;
};
type Config = InternalAxiosRequestConfig & DeadlineState;

export function startDeadline(config: Config): void {
  config.clearDeadline?.();
  if (config.callerSignal === undefined)
    config.callerSignal = (config.signal as AbortSignal) ?? null;
  const caller = config.callerSignal;
  const controller = new AbortController();
  const cancel = () => controller.abort();
  if (caller?.aborted) controller.abort();
  else caller?.addEventListener('abort', cancel, { once: true });
  const limit = config.data instanceof FormData ? 0 : timeoutMs;
  const timer =
    limit > 0
      ? setTimeout(() => {
          config.timedOut = true;
          controller.abort();
        }, limit)
      : undefined;
  config.timedOut = false;
  config.signal = controller.signal;
  config.clearDeadline = () => {
    clearTimeout(timer);
    caller?.removeEventListener('abort', cancel);
  };
}
