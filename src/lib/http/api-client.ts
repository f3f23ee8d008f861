// The mutator every generated hook calls, and the app's say in the HTTP policy. The transport itself
// (axios and the policy, ./http.ts) loads with the first call: a page the server rendered with its
// data hydrates without it.
import type { AxiosRequestConfig } from 'axios';
import { localeFromPath } from '@/i18n/locale';
import { trackApiCall } from '../browser/activity';
import type { ApiError } from './api-error';
import { setRetryPauses } from './api-retry';
import { setApiTimeout } from './api-timeout';

export { ApiError } from './api-error';
export { setApiTimeout } from './api-timeout';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not send the visitor to sign-in when the session cannot be refreshed. */
    suppressRedirect?: boolean;
    /** A 401 on this call is its answer: no session refresh (the CSRF-token fetch). */
    skipRefresh?: boolean;
  }
}

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
export const CSRF_HEADER = 'X-CSRFTOKEN';
/** Always (re)sets the `csrftoken` cookie, signed in or not. */
export const CSRF_SOURCE_PATH = '/customer/api/v1/check-authenticated';

const defaultHandlers: ApiPolicyHandlers = {
  locale: () => localeFromPath(window.location.pathname),
  onSessionExpired: () => undefined,
  onSessionEnded: () => undefined,
  onInsecureNetwork: () => undefined,
  onRateLimited: () => undefined,
};
let handlers = defaultHandlers;
export const policy = (): ApiPolicyHandlers => handlers;

/** The app registers how to navigate, toast and read the locale; the policy itself is ./http.ts. */
export function configureApiPolicy(next: Partial<ApiPolicyHandlers>): void {
  handlers = { ...handlers, ...next };
}

let transport: typeof import('./http') | undefined;
const loadTransport = () => import('./http').then((module) => (transport = module));

/** Back to the defaults (tests). */
export function resetApiPolicy(): void {
  handlers = defaultHandlers;
  transport?.resetTransport();
  setApiTimeout();
  setRetryPauses();
}

/** A call the server makes while it renders a page: the configured backend, the visitor's language. */
export type ServerCall = { baseURL: string; locale: string; headers: Record<string, string> };
let currentServerCall: () => ServerCall | undefined = () => undefined;
export const serverCall = () => currentServerCall();

/**
 * On the server (src/server), the call of the page being rendered: its backend (never an address
 * taken from the request or the call), its language and the headers it may forward (the session, on
 * a signed-in page only). Such a call never refreshes a session nor sends anyone to sign in.
 */
export function setServerCalls(current: () => ServerCall | undefined): void {
  currentServerCall = current;
}

/** The mutator every generated hook calls. */
export function apiClient<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  const loaded = transport ? Promise.resolve(transport) : loadTransport();
  return trackApiCall(
    loaded.then(({ http }) =>
      http.request<T>({ ...config, ...options }).then((response) => response.data),
    ),
  );
}

export type ErrorType<_Error> = ApiError;
export type BodyType<BodyData> = BodyData;
