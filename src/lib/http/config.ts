/** Build-time configuration. Production points `VITE_API_BASE_URL` at the API (default: same origin). */
export const appConfig = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  /** Development against the mock backend: its scenario panel shows. */
  useMocks: import.meta.env.DEV && import.meta.env.VITE_USE_MOCKS !== 'false',
  buildId: import.meta.env.VITE_BUILD_ID ?? 'dev',
  /**
   * The cookie the backend keeps the CSRF token in, echoed in X-CSRFTOKEN. `__Host-csrftoken` where
   * the backend allows it (Secure, host-only, Path=/: a sibling subdomain or an http page cannot set
   * or replace it); `csrftoken` by default.
   */
  csrfCookie: import.meta.env.VITE_CSRF_COOKIE || 'csrftoken',
} as const;
