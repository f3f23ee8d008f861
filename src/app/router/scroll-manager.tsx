import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { safeDecode } from '@/lib/navigation/safe-redirect';

const HASH_WAIT_MS = 3000;
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to the element the hash names, waiting for a lazily loaded page to render it, and keeps it
 * at the top while the page settles (content rendered above it later would push it out of view),
 * until the visitor scrolls or 3 seconds have passed.
 */
function scrollToHash(hash: string): () => void {
  const id = safeDecode(hash.slice(1));
  const started = performance.now();
  let frame = 0;
  let settledTop: number | undefined;
  let visitorMoved = false;
  const stop = () => {
    visitorMoved = true;
  };
  USER_SCROLLS.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  const attempt = () => {
    const target = document.getElementById(id);
    if (target && !visitorMoved) {
      const top = target.getBoundingClientRect().top;
      if (settledTop === undefined || Math.abs(top - settledTop) > 1) {
        target.scrollIntoView({ block: 'start' });
        settledTop = target.getBoundingClientRect().top;
      }
    }
    if (!visitorMoved && performance.now() - started < HASH_WAIT_MS) {
      frame = requestAnimationFrame(attempt);
    }
  };
  attempt();
  return () => {
    cancelAnimationFrame(frame);
    USER_SCROLLS.forEach((type) => window.removeEventListener(type, stop));
  };
}

/**
 * On a new page: to the hash target if the URL has one, otherwise to the top with focus on the main
 * content (so a screen reader starts there). Back and Forward leave the position to the page.
 */
export function ScrollManager() {
  const [pathname] = useLocation();
  const first = useRef(true);
  const popped = useRef(false);

  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    const isFirst = first.current;
    const isPop = popped.current;
    first.current = false;
    popped.current = false;
    const { hash } = window.location;
    if (hash.length > 1) return scrollToHash(hash);
    if (isFirst || isPop) return undefined;
    window.scrollTo({ top: 0, left: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
    return undefined;
  }, [pathname]);

  return null;
}
