export const ACCEPT_LANGUAGE_PATTERN: string;
export function rootLocale(cookieHeader?: string, acceptLanguage?: string): 'ar' | 'en';
export function rootRedirect(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  search?: string,
): string | undefined;
