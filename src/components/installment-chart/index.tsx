import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { lazyWithReload } from '@/lib/navigation/lazy-with-reload';
import type { InstallmentChartProps } from './installment-chart';

const Chart = lazy(lazyWithReload(() => import('./installment-chart')));

/** Space kept for the charts while their code loads. */
const Reserved = styled.div`
  min-block-size: 420px;
`;

/** The installment and balance charts, whose code loads only where they are shown. */
export function InstallmentChart(props: InstallmentChartProps) {
  return (
    <Suspense fallback={<Reserved />}>
      <Chart {...props} />
    </Suspense>
  );
}
