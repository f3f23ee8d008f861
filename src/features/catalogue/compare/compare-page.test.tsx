import { screen, within } from '@testing-library/react';
import {
  getGetMyBudgetMockHandler,
  getGetMyBudgetMockHandler404,
} from '@generated/api/budget/budget.msw';
import { getGetFinancingRatesMockHandler } from '@generated/api/financing/financing.msw';
import { describe, expect, it } from 'vitest';
import type { Budget, Unit } from '@generated/model';
import { monthlyEstimate } from '@/lib/lending/monthly-estimate';
import { monthlyInstallment } from '@/lib/lending/lending-rules';
import { answerSession } from '@/testing/session';
import { renderApp } from '@/testing/render';
import { server } from '../../../../mocks/node';
import { ComparePage } from './compare-page';

const budget = {
  first_home: true,
  financeable: true,
  max_price: 1_500_000,
  max_loan: 1_000_000,
  term_years: 20,
  annual_rate_percent: 4,
} as Budget;

/** The mock's unit 501 at a price above the budget's loan (so the loan cap shows), a 5 % rate. */
function answer(saved: Budget | undefined) {
  server.use(
    getGetFinancingRatesMockHandler({
      updated_at: '2026-01-01T00:00:00Z',
      default_profit_rate: 5,
      rates: [],
    }),
    saved
      ? getGetMyBudgetMockHandler(saved)
      : getGetMyBudgetMockHandler404({ errors: ['budget__not_found'] }),
  );
}

async function monthlyCell() {
  const table = await screen.findByRole('table', { name: '1 home side by side' });
  const header = await within(table).findByRole('rowheader', { name: /Monthly estimate/ });
  return header.closest('tr')!;
}

async function priceOf501(): Promise<number> {
  const response = await fetch('http://localhost/api/v1/units/501/');
  return ((await response.json()) as Unit).price;
}

describe('ComparePage’s monthly estimate', { timeout: 20_000 }, () => {
  it('uses the default assumptions and says so without a saved budget', async () => {
    answerSession(true);
    answer(undefined);
    const price = await priceOf501();
    await renderApp(<ComparePage title="Compare" />, { locale: 'en', path: '/compare?ids=u501' });
    const row = await monthlyCell();
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Default assumptions');
    const expected = monthlyEstimate(price, { annualRatePercent: 5 })!;
    expect(row).toHaveTextContent(new RegExp(`≈ SAR\\s?${expected.toLocaleString('en')} a month`));
    expect(await screen.findByTestId('monthly-note')).toHaveTextContent(
      'assume a first home, the largest loan the lending rules allow, 25 years and a profit rate of 5%',
    );
  });

  it('uses the saved budget’s term, rate and largest loan, and says so', async () => {
    answerSession(true);
    answer(budget);
    const price = await priceOf501();
    expect(price * 0.9).toBeGreaterThan(budget.max_loan);
    await renderApp(<ComparePage title="Compare" />, { locale: 'en', path: '/compare?ids=u501' });
    const note = await screen.findByText(/from your saved budget/);
    expect(note).toHaveTextContent('a loan of at most SAR');
    expect(note).toHaveTextContent('over 20 years at a profit rate of 4%');
    const row = await monthlyCell();
    expect(within(row).getByRole('rowheader')).toHaveTextContent('From your budget');
    const expected = Math.round(monthlyInstallment(budget.max_loan, 4, 240));
    expect(row).toHaveTextContent(new RegExp(`≈ SAR\\s?${expected.toLocaleString('en')} a month`));
  });

  it('says it in Arabic too', async () => {
    answerSession(true);
    answer(budget);
    await renderApp(<ComparePage title="مقارنة" />, { path: '/compare?ids=u501' });
    expect(await screen.findByText(/محسوبة من ميزانيتك المحفوظة/)).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: /من ميزانيتك/ })).toBeInTheDocument();
  });
});
