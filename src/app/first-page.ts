import { useSyncExternalStore } from 'react';
import { afterNextPaint, nextTask, whenIdle, type Scheduler } from '@/lib/after-paint';

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
        void notifyOnePerTask([...listeners]);
      },
      window,
      2000,
    ),
  );
}

/**
 * Calls each listener in a task of its own. A useSyncExternalStore change re-renders synchronously:
 * told together, every part waiting for this moment (the updates, the notifications, the chat) rendered,
 * started its chunks and its calls in one long task.
 */
export async function notifyOnePerTask(
  toNotify: readonly (() => void)[],
  scheduler: Scheduler = window,
): Promise<void> {
  for (const [index, listener] of toNotify.entries()) {
    if (index > 0) await nextTask(scheduler);
    listener();
  }
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
