import { useSyncExternalStore } from 'react';

/**
 * Work the first screen does not need (the build manifest, web-app-config for polling and the chat
 * widget) waits until the app has shown its first page, the browser has painted it and is idle: on a
 * phone its requests would otherwise compete with the page's code, data and pictures.
 */
let afterFirstPage = false;
let scheduled = false;
const listeners = new Set<() => void>();

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 2000 })
    : window.setTimeout(run, 0);

/** Called as a page is shown (src/app/prerendered.ts); only the first call counts. */
export function firstPageShown(): void {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() =>
    setTimeout(() =>
      whenIdle(() => {
        afterFirstPage = true;
        listeners.forEach((listener) => listener());
      }),
    ),
  );
}

/** Whether that moment has come. */
export const isAfterFirstPage = (): boolean => afterFirstPage;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once the first page is shown, painted and the browser idle (never while prerendering). */
export function useAfterFirstPage(): boolean {
  return useSyncExternalStore(subscribe, isAfterFirstPage, () => false);
}
