export const CSP_NONCE_PLACEHOLDER: string;
export const PRIVATE_PATHS: readonly string[];
export const PRIVATE_PAGES: string;
export function contentSecurityPolicy(options: {
  nonce: string;
  payment?: boolean;
  chatWidgetOrigin?: string;
  mapTileOrigin?: string;
  paymentProviderOrigin?: string;
}): string;
export const MEDIA_POLICY: string;
export const MEDIA_PAGES: string;
export const HSTS: readonly [string, string];
export const SECURITY_HEADERS: readonly (readonly [string, string])[];
export const SECURITY_HEADER_NAMES: readonly string[];
export type SecurityHeaderOptions = {
  /** The answer's path (as the server sees it). */
  path: string;
  nonce: string;
  /** The site is served over https: HSTS too. */
  https?: boolean;
  chatWidgetOrigin?: string;
  mapTileOrigin?: string;
  paymentProviderOrigin?: string;
};
export function securityHeaders(options: SecurityHeaderOptions): (readonly [string, string])[];
