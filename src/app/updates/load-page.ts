/** A full page load: the browser fetches index.html again, and with it the newest build. */
export function loadPage(to: string, replace = false): void {
  if (replace) window.location.replace(to);
  else window.location.assign(to);
}

export function reloadPage(): void {
  window.location.reload();
}
