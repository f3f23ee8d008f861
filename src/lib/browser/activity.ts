import { useSyncExternalStore } from 'react';

/**
 * What the app is doing, written on `<html>` for whoever watches the page (end-to-end tests wait for
 * these instead of for time): `data-api-busy` while API calls are in flight, `data-page-shown` while
 * a page (not a loading state) is on screen.
 */
const counts = { calls: 0, pages: 0 };

/**
 * Under a page the server rendered, a page is being taken over until it is shown: what it does not
 * need (the session check of a public page) waits for that (useFirstPageShown).
 */
let waiting = false;
const shownListeners = new Set<() => void>();
export const waitForFirstPage = () => void (waiting = true);
export const useFirstPageShown = () =>
  useSyncExternalStore(
    (listener) => (shownListeners.add(listener), () => shownListeners.delete(listener)),
    () => !waiting,
    () => false,
  );

function mark(attribute: string, on: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.toggleAttribute(attribute, on);
}

/**
 * Counts the app as busy, as with a call in flight, until the returned function is called (once):
 * an answer that has arrived but is not on screen yet (src/lib/browser/use-deferred-data.ts).
 */
export function holdBusy(): () => void {
  counts.calls += 1;
  mark('data-api-busy', true);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    counts.calls -= 1;
    mark('data-api-busy', counts.calls > 0);
  };
}

/** Counts `call` as in flight until it settles. */
export function trackApiCall<T>(call: Promise<T>): Promise<T> {
  return call.finally(holdBusy());
}

/** A page is on screen until the returned function is called. */
export function markPageShown(): () => void {
  waiting = false;
  shownListeners.forEach((listener) => listener());
  counts.pages += 1;
  mark('data-page-shown', true);
  return () => {
    counts.pages -= 1;
    mark('data-page-shown', counts.pages > 0);
  };
}
