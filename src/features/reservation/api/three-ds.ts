import { safeApiUrl } from '@/lib/safe-url';

/** Where the browser may go for 3-D Secure: a same-site path, or the PSP's https page. */
export function threeDsTarget(url: string | undefined): string | undefined {
  return safeApiUrl(url);
}

export function goToThreeDs(url: string): void {
  window.location.assign(url);
}
