import { useGetWebAppConfig } from '@generated/api/lookups/lookups';
import { safeApiUrl } from '@/lib/navigation/safe-url';

/** The payment provider's origin (web-app-config `payment_provider.fields_url`), or none. */
export function providerOrigin(fieldsUrl: string | undefined): string | undefined {
  try {
    return fieldsUrl ? new URL(fieldsUrl).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the browser may go for 3-D Secure: a page on the payment provider's own origin (http only
 * for a local test provider, as its card fields), an https page, or a same-site path.
 */
export function threeDsTarget(url: string | undefined, provider?: string): string | undefined {
  if (provider && url) {
    try {
      const target = new URL(url);
      if (target.origin === provider && !target.username && !target.password) return target.href;
    } catch {
      // not a URL: checked below
    }
  }
  return safeApiUrl(url);
}

/** The provider's origin from the web-app-config (undefined while it loads). */
export function useProviderOrigin(): string | undefined {
  return providerOrigin(useGetWebAppConfig().data?.payment_provider?.fields_url);
}

export function goToThreeDs(url: string): void {
  window.location.assign(url);
}
