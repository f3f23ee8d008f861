/**
 * Full page loads: the browser fetches index.html again, and with it the newest build. An object, so
 * that tests can spy on its methods (`vi.spyOn(pageLoads, 'load')`).
 */
export const pageLoads = {
  load(to: string, replace = false): void {
    if (replace) window.location.replace(to);
    else window.location.assign(to);
  },
  reload(): void {
    window.location.reload();
  },
};
