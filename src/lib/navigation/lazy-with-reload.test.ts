import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  lazyWithReload,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
} from './lazy-with-reload';

const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
  vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazyWithReload', () => {
  it('loads the chunk when it is there', async () => {
    await expect(lazyWithReload(() => Promise.resolve('page'))()).resolves.toBe('page');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the app once when a chunk fails, and waits for the reload', async () => {
    const pending = lazyWithReload(failing)();
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(RELOAD_GUARD_KEY))).toBe(Date.now());
    const settled = vi.fn();
    pending.then(settled, settled);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).not.toHaveBeenCalled();
  });

  it('fails with ChunkLoadError instead of reloading again within 10 seconds', async () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now() - RELOAD_GUARD_MS + 1000));
    await expect(lazyWithReload(failing)()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once the 10 seconds have passed', async () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now() - RELOAD_GUARD_MS - 1));
    void lazyWithReload(failing)();
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
