import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import InstallmentChart from './installment-chart';
import { InstallmentChart as LazyInstallmentChart } from '.';

const loan = { loan: 1_000_000, annualRatePercent: 4.85, months: 300, installment: 5_760.07 };

/** The x of the first and the last year's bar of the split chart. */
function firstAndLastBar() {
  const chart = screen.getAllByRole('img')[0]!;
  const bars = [...chart.querySelectorAll('g > rect:first-child')].map((rect) =>
    Number(rect.getAttribute('x')),
  );
  return [bars[0]!, bars.at(-1)!];
}

describe('InstallmentChart', () => {
  it('draws year 1 at the start of the reading direction: left in English', async () => {
    await renderApp(<InstallmentChart {...loan} />, { locale: 'en', session: false });
    const [first, last] = firstAndLastBar();
    expect(first).toBeLessThan(last);
  });

  it('and right in Arabic', async () => {
    await renderApp(<InstallmentChart {...loan} />, { locale: 'ar', session: false });
    const [first, last] = firstAndLastBar();
    expect(first).toBeGreaterThan(last);
  });

  it('names both charts, sums them up in words and gives every year in a table', async () => {
    await renderApp(<InstallmentChart {...loan} />, { locale: 'en', session: false });
    expect(screen.getByRole('img', { name: /Remaining balance/ })).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveAccessibleDescription(
      /In year 1, .+ repays the loan .+ The balance falls from SAR\s1,000,000 to zero\./,
    );
    const table = screen.getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(26);
    expect(rows.at(-1)).toHaveTextContent(/^25.*SAR\s0$/);
  });

  it('loads its code only when shown', async () => {
    await renderApp(<LazyInstallmentChart {...loan} />, { locale: 'en', session: false });
    expect(await screen.findByRole('img', { name: /Remaining balance/ })).toBeInTheDocument();
  });
});
