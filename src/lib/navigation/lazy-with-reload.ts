export const RELOAD_GUARD_KEY = 'chunk-reload-at';
export const RELOAD_GUARD_MS = 10_000;

/** A lazily loaded chunk that could not be loaded even after the reload: the error page offers a reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

function lastReload(): number {
  try {
    return Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
  } catch {
    return Date.now();
  }
}

function markReload(): void {
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    // no storage: lastReload() then refuses to reload, which is what stops a loop
  }
}

/**
 * A chunk that fails to load (a new deployment removed it) reloads the app once. A second failure
 * within 10 seconds of that reload is a real error: it rejects with ChunkLoadError instead of looping.
 */
export function lazyWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (Date.now() - lastReload() > RELOAD_GUARD_MS) {
        markReload();
        window.location.reload();
        return new Promise<T>(() => undefined);
      }
      throw new ChunkLoadError(error);
    });
}
