// The API's transport: axios with the HTTP policy (CSRF, idempotency keys, deadlines, retries, one
// session refresh for every 401), loaded by the first call (./api-client.ts, the generated hooks'
// mutator), so that a page the server rendered with its data is the browser's without it.
import Axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { ErrorBody, ErrorCode } from '@generated/model';
import { CSRF_HEADER, CSRF_SOURCE_PATH, policy, REFRESH_PATH, serverCall } from './api-client';
import { ApiError, retryAfterSeconds } from './api-error';
import { retryPause, type RetryState } from './api-retry';
import { startDeadline, type DeadlineState } from './api-timeout';
import { appConfig } from './config';
import { readCookie } from './cookies';
import { IDEMPOTENCY_HEADER, intentKey, takesIdempotencyKey } from './idempotency';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not send the visitor to sign-in when the session cannot be refreshed. */
    suppressRedirect?: boolean;
    /** A 401 on this call is its answer: no session refresh (the CSRF-token fetch). */
    skipRefresh?: boolean;
  }
}

type PolicyState = RetryState &
  DeadlineState & { refreshed?: boolean; csrfRetried?: boolean; sentInSession?: number };
type PolicyConfig = InternalAxiosRequestConfig & PolicyState;

/** The cookie that holds the CSRF token (`csrftoken`, or `__Host-csrftoken`: appConfig.csrfCookie). */
const csrfCookie = () => readCookie(appConfig.csrfCookie);
const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Back to no call under way (tests, through resetApiPolicy). */
export function resetTransport(): void {
  refreshing = null;
  expiredAfter = null;
  fetchingCsrf = null;
  renewals = 0;
}

export const http = Axios.create({
  baseURL: appConfig.apiBaseUrl,
  withCredentials: true,
  // Repeated keys without brackets: property_type=flat&property_type=apartment
  paramsSerializer: { indexes: null },
});

const pathOf = (url = '') => new URL(url, 'http://x').pathname;

let fetchingCsrf: Promise<unknown> | null = null;

/**
 * An unsafe call made before the start-up session check has set `csrftoken` (a deep link that
 * posts at once, such as an e-mail confirmation) waits for one shared check instead of being
 * refused with `csrf__invalid`. That check never refreshes the session on a 401: the refresh is an
 * unsafe call too, and would wait for this very check (every call would hang).
 */
async function csrfToken(): Promise<string | undefined> {
  const existing = csrfCookie();
  if (existing) return existing;
  fetchingCsrf ??= http
    .get(CSRF_SOURCE_PATH, { suppressRedirect: true, skipRefresh: true })
    .catch(() => undefined)
    .finally(() => {
      fetchingCsrf = null;
    });
  await fetchingCsrf;
  return csrfCookie();
}

http.interceptors.request.use(async (config) => {
  config.headers.set('Accept', 'application/json');
  const server = serverCall();
  if (server) {
    Object.assign(config, { baseURL: server.baseURL, allowAbsoluteUrls: false });
    // A redirect is the backend's answer, never followed to another address from the server.
    Object.assign(config, { skipRefresh: true, suppressRedirect: true, maxRedirects: 0 });
    for (const [name, value] of Object.entries(server.headers)) config.headers.set(name, value);
  }
  config.headers.set('Accept-Language', server?.locale ?? policy().locale());
  const method = config.method ?? 'get';
  const unsafe = !SAFE_METHODS.has(method.toLowerCase());
  const csrf = unsafe ? await csrfToken() : csrfCookie();
  if (csrf) config.headers.set(CSRF_HEADER, csrf);
  const path = pathOf(config.url);
  if (!config.headers.get(IDEMPOTENCY_HEADER) && takesIdempotencyKey(method, path))
    config.headers.set(IDEMPOTENCY_HEADER, await intentKey(method, path, config.data));
  (config as PolicyConfig).sentInSession = renewals;
  startDeadline(config);
  return config;
});

let refreshing: Promise<boolean> | null = null;
/** Sessions renewed so far: a call sent before the last renewal is sent again, not refreshed again. */
let renewals = 0;
/** The failed refresh the visitor was already sent to sign-in for (one redirect, not one per call). */
let expiredAfter: Promise<boolean> | null = null;

/** One refresh for every call that fails with 401 at the same time. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= http
    .post(REFRESH_PATH, undefined, { suppressRedirect: true })
    .then(
      () => {
        renewals += 1;
        return true;
      },
      () => false,
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Two answers that set `csrftoken` can cross: a first visit's session check and a call made at the
 * same time each get a new token, and the cookie can change between reading it into the header and
 * sending the request. The server then refuses with `csrf__invalid` without doing anything, so the
 * call is sent once more with the cookie as it is now.
 */
function csrfRefusedOnStaleToken(config: PolicyConfig, error: AxiosError): boolean {
  const current = csrfCookie();
  const sent = config.headers.get(CSRF_HEADER);
  return Boolean(current) && current !== sent && toApiError(error).has('csrf__invalid');
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError && error.response) {
    const body = error.response.data as Partial<ErrorBody> | undefined;
    const codes = Array.isArray(body?.errors) ? (body.errors as ErrorCode[]) : [];
    const wait = retryAfterSeconds(error.response.headers['retry-after']);
    return new ApiError(error.response.status, codes, body?.meta, wait);
  }
  return new ApiError(null, []);
}

http.interceptors.response.use(
  (response) => {
    (response.config as PolicyConfig).clearDeadline?.();
    return response;
  },
  async (error: unknown) => {
    if (!(error instanceof AxiosError) || !error.config) throw error;
    const config = error.config as PolicyConfig;
    config.clearDeadline?.();
    if (Axios.isCancel(error) && !config.timedOut) throw error;
    const status = error.response?.status;

    const pause = retryPause(config, error);
    if (pause !== undefined) {
      config.attempt = (config.attempt ?? 1) + 1;
      await new Promise((resolve) => setTimeout(resolve, pause));
      return http.request(config);
    }
    if (status === 403 && !config.csrfRetried && csrfRefusedOnStaleToken(config, error)) {
      config.csrfRetried = true;
      return http.request(config);
    }
    if (status === 401 && config.url !== REFRESH_PATH && !config.refreshed && !config.skipRefresh) {
      config.refreshed = true;
      // Answered after a renewal it was sent before: the renewed cookie is already set.
      if ((config.sentInSession ?? renewals) < renewals) return http.request(config);
      const attempt = refreshSession();
      if (await attempt) return http.request(config);
      if (config.suppressRedirect) policy().onSessionEnded();
      else if (expiredAfter !== attempt) {
        expiredAfter = attempt;
        policy().onSessionExpired();
      }
      throw toApiError(error);
    }
    const apiError = toApiError(error);
    if (apiError.has('unsecure__network')) policy().onInsecureNetwork();
    if (apiError.has('action__limit_exceeded')) policy().onRateLimited(apiError);
    throw apiError;
  },
);
