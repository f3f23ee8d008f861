import { useLayoutEffect } from 'react';
import { markPageShown } from '@/lib/activity';
import { downloadWebFonts } from '@/styles/web-fonts';
import { firstPageShown } from './first-page';
import { PRERENDERED_ID } from './prerendered-id';

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
  prerendered.remove();
  document.querySelector('style[data-prerendered]')?.remove();
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
