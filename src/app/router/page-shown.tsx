import { useLayoutEffect } from 'react';
import { markPageShown } from '@/lib/browser/activity';
import { firstPageShown } from '../first-page/first-page';

/**
 * Marks the page as shown while the component is (src/lib/browser/activity.ts): a page, not its loading
 * state. The first one is also when what the page does not need may start (src/app/first-page/first-page.ts).
 */
export function usePageShown(): void {
  useLayoutEffect(() => {
    firstPageShown();
    return markPageShown();
  }, []);
}

/** Rendered beside a page inside its Suspense boundary: shown only once the page is. */
export function PageShown() {
  usePageShown();
  return null;
}
