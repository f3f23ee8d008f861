import { useLayoutEffect } from 'react';
import { markPageShown } from '@/lib/activity';
import { downloadWebFonts } from '@/styles/web-fonts';
import { firstPageShown } from './first-page';
import { PRERENDERED_ID } from './prerendered-id';

/** The style sheets styled-components writes the app's rules into (`<style data-styled>` in the head). */
const APP_STYLES = 'style[data-styled]';

/** Whether the app still renders out of sight, behind the prerendered first screen. */
export const rendersOutOfSight = (): boolean =>
  typeof document !== 'undefined' && document.getElementById(PRERENDERED_ID) !== null;

const heldSheets = new Set<CSSStyleSheet>();
let styleWatch: MutationObserver | undefined;

function hold(node: Node): void {
  if (!(node instanceof HTMLStyleElement) || !node.matches(APP_STYLES) || !node.sheet) return;
  node.sheet.disabled = true;
  heldSheets.add(node.sheet);
}

/**
 * While the prerendered copy is on screen, the app's style sheets stay inactive: the app renders out of
 * sight, but each rule it adds matches the copy's elements (the same class names), so every frame would
 * restyle the whole visible page (on a phone, a long task per frame while the app renders). They apply
 * from the swap on (revealApp), in the same frame as the copy and its own styles go.
 */
export function holdAppStylesUntilShown(): void {
  if (styleWatch || !rendersOutOfSight()) return;
  document.head.querySelectorAll(APP_STYLES).forEach(hold);
  styleWatch = new MutationObserver((records) =>
    records.forEach((record) => record.addedNodes.forEach(hold)),
  );
  styleWatch.observe(document.head, { childList: true });
}

function releaseAppStyles(): void {
  styleWatch?.takeRecords().forEach((record) => record.addedNodes.forEach(hold));
  styleWatch?.disconnect();
  styleWatch = undefined;
  heldSheets.forEach((sheet) => (sheet.disabled = false));
  heldSheets.clear();
}

/**
 * Shows the app in place of the prerendered first screen: the prerendered copy (inert: its links and
 * buttons wait for the app) stays on screen while the app renders out of sight, then both swap in one
 * frame, once the page itself (not a loading state) is there. Nothing when the page was not prerendered.
 * Either way, what the first screen does not need may now load (src/app/first-page.ts, web fonts).
 */
export function revealApp(): void {
  downloadWebFonts();
  firstPageShown();
  const prerendered = document.getElementById(PRERENDERED_ID);
  if (!prerendered) return;
  // One change of styles for the frame: the app's rules on, the copy's off, the copy out, the app in.
  releaseAppStyles();
  document.querySelector('style[data-prerendered]')?.remove();
  prerendered.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/**
 * Reveals the app (above) as this component is shown: inside a page, or an error screen; marks the
 * page as shown while it is (src/lib/activity.ts).
 */
export function useRevealApp(): void {
  useLayoutEffect(() => {
    revealApp();
    return markPageShown();
  }, []);
}

/** Rendered beside a page inside its Suspense boundary: shown only once the page is. */
export function PageShown() {
  useRevealApp();
  return null;
}
