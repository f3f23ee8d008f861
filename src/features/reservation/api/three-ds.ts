/** Where the browser may go for 3-D Secure: a same-site path, or the PSP's https page. */
export function threeDsTarget(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export function goToThreeDs(url: string): void {
  window.location.assign(url);
}
