import { lazy } from 'react';
import { LazyOnVisible } from '@/components/lazy-on-visible';
import type { PriceContextProps } from './price-context';

const PriceContext = lazy(() => import('./price-context'));

/** What a price means: its code and its calls only once the section comes near the screen. */
export function LazyPriceContext(props: PriceContextProps) {
  return (
    <LazyOnVisible minHeight={160}>
      <PriceContext {...props} />
    </LazyOnVisible>
  );
}
