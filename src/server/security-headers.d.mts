export const CSP_NONCE_PLACEHOLDER: string;
export const PAYMENT_PAGES: string;
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
export const SECURITY_HEADERS: readonly (readonly [string, string])[];
