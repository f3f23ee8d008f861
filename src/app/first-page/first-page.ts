import { useSyncExternalStore } from 'react';
import { afterNextPaint, whenIdle } from '@/lib/browser/after-paint';
import { downloadWebFonts } from '@/styles/web-fonts';
import { endHydration } from '@/i18n/load-messages';

/**
 * Work the first page does not need (the build manifest, web-app-config for polling, the chat widget,
 * the brand font's files) waits until the app has taken over that page, the browser has painted and
 * is idle: on a phone its requests would otherwise compete with the page's code and pictures.
 */
let afterFirstPage = false;
let scheduled = false;
const listeners = new Set<() => void>();

/** Called once the app has hydrated the first page (src/app/app.tsx); only the first call counts. */
export function firstPageShown(): void {
  if (scheduled) return;
  scheduled = true;
  endHydration();
  void afterNextPaint().then(() =>
    whenIdle(
      () => {
        afterFirstPage = true;
        downloadWebFonts();
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

/** Runs `work` at that moment (the first page's messages groups, src/entry-client.tsx); undone by the function it returns. */
export function onFirstPage(work: () => void): () => void {
  listeners.add(work);
  return () => void listeners.delete(work);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once the first page is shown, painted and the browser idle (never on the server). */
export function useAfterFirstPage(): boolean {
  return useSyncExternalStore(subscribe, isAfterFirstPage, () => false);
}
