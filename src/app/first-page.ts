import { useSyncExternalStore } from 'react';
import { afterNextPaint, whenIdle } from '@/lib/after-paint';

/**
 * Work the first screen does not need (the build manifest, web-app-config for polling and the chat
 * widget) waits until the app has shown its first page, the browser has painted it and is idle: on a
 * phone its requests would otherwise compete with the page's code, data and pictures.
 */
let afterFirstPage = false;
let scheduled = false;
const listeners = new Set<() => void>();

/** Called as a page is shown (src/app/prerendered.ts); only the first call counts. */
export function firstPageShown(): void {
  if (scheduled) return;
  scheduled = true;
  void afterNextPaint().then(() =>
    whenIdle(
      () => {
        afterFirstPage = true;
        listeners.forEach((listener) => listener());
      },
      window,
      2000,
    ),
  );
}

/** Back to before the first page (tests: unit test files share one module graph per worker). */
export function resetFirstPage(): void {
  afterFirstPage = false;
  scheduled = false;
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
