import Axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { ErrorBody, ErrorCode } from '@generated/model';
import { ApiError } from './api-error';
import { appConfig } from './config';
import { readCookie } from './cookies';
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

type PolicyState = { retried?: boolean; refreshed?: boolean; csrfRetried?: boolean };
type PolicyConfig = InternalAxiosRequestConfig & PolicyState;

export type ApiPolicyHandlers = {
  locale: () => string;
  onSessionExpired: () => void;
  onInsecureNetwork: () => void;
  /** `action__limit_exceeded`: the call still rejects with this error afterwards. */
  onRateLimited: (error: ApiError) => void;
};

export const REFRESH_PATH = '/customer/api/v1/refresh';
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const BODYLESS_METHODS = new Set(['get', 'head', 'options', 'delete']);
const RETRY_DELAY_MS = 250;
/** The cookie that holds the CSRF token (`csrftoken`, or `__Host-csrftoken`: appConfig.csrfCookie). */
const csrfCookie = () => readCookie(appConfig.csrfCookie);
export const CSRF_HEADER = 'X-CSRFTOKEN';
/** Always (re)sets the `csrftoken` cookie, signed in or not. */
export const CSRF_SOURCE_PATH = '/customer/api/v1/check-authenticated';
const SAFE_METHODS = new Set(['get', 'head', 'options']);

const defaultHandlers: ApiPolicyHandlers = {
  locale: () => localeFromPath(window.location.pathname),
  onSessionExpired: () => undefined,
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
}

export const http = Axios.create({
  baseURL: appConfig.apiBaseUrl,
  withCredentials: true,
  // Repeated keys without brackets: property_type=flat&property_type=apartment
  paramsSerializer: { indexes: null },
});

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
  config.headers.set('Accept-Language', handlers.locale());
  const unsafe = !SAFE_METHODS.has((config.method ?? 'get').toLowerCase());
  const csrf = unsafe ? await csrfToken() : csrfCookie();
  if (csrf) config.headers.set(CSRF_HEADER, csrf);
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

function shouldRetry(config: PolicyConfig, status: number | undefined): boolean {
  const method = (config.method ?? 'get').toLowerCase();
  return (
    !config.retried &&
    status !== undefined &&
    RETRY_STATUSES.has(status) &&
    BODYLESS_METHODS.has(method)
  );
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

http.interceptors.response.use(undefined, async (error: unknown) => {
  if (Axios.isCancel(error) || !(error instanceof AxiosError) || !error.config) throw error;
  const config = error.config as PolicyConfig;
  const status = error.response?.status;

  if (shouldRetry(config, status)) {
    config.retried = true;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
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
    if (!config.suppressRedirect && expiredAfter !== attempt) {
      expiredAfter = attempt;
      handlers.onSessionExpired();
    }
    throw toApiError(error);
  }
  const apiError = toApiError(error);
  if (apiError.has('unsecure__network')) handlers.onInsecureNetwork();
  if (apiError.has('action__limit_exceeded')) handlers.onRateLimited(apiError);
  throw apiError;
});

/** The mutator every generated hook calls. */
export const apiClient = <T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> => http.request<T>({ ...config, ...options }).then((response) => response.data);

export type ErrorType<_Error> = ApiError;
export type BodyType<BodyData> = BodyData;
