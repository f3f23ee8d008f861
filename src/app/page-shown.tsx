import { useLayoutEffect } from 'react';
import { markPageShown } from '@/lib/activity';

/** Marks the page as shown while the component is (src/lib/activity.ts): a page, not its loading state. */
export function usePageShown(): void {
  useLayoutEffect(() => markPageShown(), []);
}

/** Rendered beside a page inside its Suspense boundary: shown only once the page is. */
export function PageShown() {
  usePageShown();
  return null;
}
