import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { WithMessages } from '@/i18n/load-messages';

/** A class, not a style attribute: the prerendered page's policy allows no inline style attributes. */
const Placeholder = styled.div<{ $minHeight?: number }>`
  min-height: ${({ $minHeight }) => ($minHeight ? `${$minHeight}px` : 'auto')};
`;

type Props = { children: ReactNode; minHeight: number; rootMargin?: string };

/**
 * Renders `children` once the placeholder comes near the viewport: below-the-fold sections (and the
 * lazily loaded code they import) cost nothing on first load. The space stays reserved until they
 * have loaded, with their messages (the fallback of their Suspense keeps it), so nothing below moves
 * while they do.
 */
export function LazyOnVisible({ children, minHeight, rootMargin = '300px' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // Placeholders in a page prerendered at build time; everything where nothing can observe.
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  return (
    <Placeholder ref={ref} $minHeight={visible ? undefined : minHeight}>
      {visible ? (
        <Suspense fallback={<Placeholder $minHeight={minHeight} data-testid="lazy-reserved" />}>
          <WithMessages>{children}</WithMessages>
        </Suspense>
      ) : null}
    </Placeholder>
  );
}
