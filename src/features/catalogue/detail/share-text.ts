import { useHydrated } from '@/lib/browser/use-hydrated';

/**
 * How a listing's message starts: its title and the page's address (once the page is the browser's:
 * the server has no address of its own to put there).
 */
export function useShareText(): (title: string) => string {
  const hydrated = useHydrated();
  return (title) => (hydrated ? `${title} ${window.location.href}` : title);
}
