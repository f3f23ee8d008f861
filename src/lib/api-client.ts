import Axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { ErrorBody, ErrorCode } from '@generated/model';
import { trackApiCall } from './activity';
import { ApiError } from './api-error';
import { retryPause, setRetryPauses, type RetryState } from './api-retry';
import { setApiTimeout, startDeadline, type DeadlineState } from './api-timeout';
import { appConfig } from './config';
import { readCookie } from './cookies';
import { IDEMPOTENCY_HEADER, intentKey, takesIdempotencyKey } from './idempotency';
import { localeFromPath } from '@/i18n/locale';

export { ApiError } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not send the visitor to sign-in when the session cannot be refreshed. */
    suppressRedirect?: boolean;
    /** A 401 on this call is its answer: no session refresh (the CSRF-token fetch). */
    skipRefresh?: boolean;
  }
}

type PolicyState = RetryState & DeadlineState & { refreshed?: boolean; csrfRetried?: boolean };
type PolicyConfig = InternalAxiosRequestConfig & PolicyState;

export type ApiPolicyHandlers = {
  locale: () => string;
  onSessionExpired: () => void;
  /** The session could not be refreshed on a call that must not redirect (a poll): forget it only. */
  onSessionEnded: () => void;
  onInsecureNetwork: () => void;
  /** `action__limit_exceeded`: the call still rejects with this error afterwards. */
  onRateLimited: (error: ApiError) => void;
};

export const REFRESH_PATH = '/customer/api/v1/refresh';
/** The cookie that holds the CSRF token (`csrftoken`, or `__Host-csrftoken`: appConfig.csrfCookie). */
const csrfCookie = () => readCookie(appConfig.csrfCookie);
export const CSRF_HEADER = 'X-CSRFTOKEN';
/** Always (re)sets the `csrftoken` cookie, signed in or not. */
export const CSRF_SOURCE_PATH = '/customer/api/v1/check-authenticated';
const SAFE_METHODS = new Set(['get', 'head', 'options']);

const defaultHandlers: ApiPolicyHandlers = {
  locale: () => localeFromPath(window.location.pathname),
  onSessionExpired: () => undefined,
  onSessionEnded: () => undefined,
  onInsecureNetwork: () => undefined,
  onRateLimited: () => undefined,
};
let handlers = defaultHandlers;

/** The app registers how to navigate, toast and read the locale; the policy itself lives here. */
export function configureApiPolicy(next: Partial<ApiPolicyHandlers>): void {
  handlers = { ...handlers, ...next };
}

/** Back to the defaults (tests). */
export function resetApiPolicy(): void {
  handlers = defaultHandlers;
  refreshing = null;
  expiredAfter = null;
  fetchingCsrf = null;
  setApiTimeout();
  setRetryPauses();
}

/** A call the server makes while it renders a page: the configured backend, the visitor's language. */
export type ServerCall = { baseURL: string; locale: string; headers: Record<string, string> };
let serverCall: () => ServerCall | undefined = () => undefined;

/**
 * On the server (src/server), the call of the page being rendered: its backend (never an address
 * taken from the request or the call), its language and the headers it may forward (the session, on
 * a signed-in page only). Such a call never refreshes a session nor sends anyone to sign in.
 */
export function setServerCalls(current: () => ServerCall | undefined): void {
  serverCall = current;
}

export const http = Axios.create({
  baseURL: appConfig.apiBaseUrl,
  withCredentials: true,
  // Repeated keys without brackets: property_type=flat&property_type=apartment
  paramsSerializer: { indexes: null },
});

export { setApiTimeout } from './api-timeout';

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
    Object.assign(config, { skipRefresh: true, suppressRedirect: true });
    for (const [name, value] of Object.entries(server.headers)) config.headers.set(name, value);
  }
  config.headers.set('Accept-Language', server?.locale ?? handlers.locale());
  const method = config.method ?? 'get';
  const unsafe = !SAFE_METHODS.has(method.toLowerCase());
  const csrf = unsafe ? await csrfToken() : csrfCookie();
  if (csrf) config.headers.set(CSRF_HEADER, csrf);
  const path = pathOf(config.url);
  if (!config.headers.get(IDEMPOTENCY_HEADER) && takesIdempotencyKey(method, path))
    config.headers.set(IDEMPOTENCY_HEADER, await intentKey(method, path, config.data));
  startDeadline(config);
  return config;
});

let refreshing: Promise<boolean> | null = null;
/** The failed refresh the visitor was already sent to sign-in for (one redirect, not one per call). */
let expiredAfter: Promise<boolean> | null = null;

/** One refresh for every call that fails with 401 at the same time. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= http
    .post(REFRESH_PATH, undefined, { suppressRedirect: true })
    .then(
      () => true,
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
    return new ApiError(error.response.status, codes, body?.meta);
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
      const attempt = refreshSession();
      if (await attempt) return http.request(config);
      if (config.suppressRedirect) handlers.onSessionEnded();
      else if (expiredAfter !== attempt) {
        expiredAfter = attempt;
        handlers.onSessionExpired();
      }
      throw toApiError(error);
    }
    const apiError = toApiError(error);
    if (apiError.has('unsecure__network')) handlers.onInsecureNetwork();
    if (apiError.has('action__limit_exceeded')) handlers.onRateLimited(apiError);
    throw apiError;
  },
);

/** The mutator every generated hook calls. */
export const apiClient = <T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> =>
  trackApiCall(http.request<T>({ ...config, ...options }).then((response) => response.data));

export type ErrorType<_Error> = ApiError;
export type BodyType<BodyData> = BodyData;
