const RELOAD_KEY = 'chunk-reload-at';
const GUARD_MS = 10_000;

/**
 * A page chunk that fails to load (a new deployment removed it) reloads the app once. A second failure
 * within 10 seconds is a real error and reaches the error page instead of looping.
 */
export function lazyWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (Date.now() - last > GUARD_MS) {
        sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
        window.location.reload();
        return new Promise<T>(() => undefined);
      }
      throw error;
    });
}
