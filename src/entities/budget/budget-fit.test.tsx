import { screen, waitFor } from '@testing-library/react';
import {
  getGetMyBudgetMockHandler,
  getGetMyBudgetMockHandler404,
} from '@generated/api/budget/budget.msw';
import { describe, expect, it } from 'vitest';
import type { Budget } from '@generated/model';
import { answerSession } from '@/testing/session';
import { renderApp } from '@/testing/render';
import { server } from '../../../mocks/node';
import { BudgetFit } from './budget-fit';

const budget = {
  first_home: true,
  financeable: true,
  max_price: 1_500_000,
  max_loan: 1_350_000,
  term_years: 25,
  annual_rate_percent: 5,
} as Budget;

const answer = (body: Budget | undefined) =>
  server.use(
    body
      ? getGetMyBudgetMockHandler(body)
      : getGetMyBudgetMockHandler404({ errors: ['budget__not_found'] }),
  );

describe('BudgetFit', { timeout: 20_000 }, () => {
  it('shows nothing without a saved budget', async () => {
    answerSession(true);
    answer(undefined);
    await renderApp(<BudgetFit price={1_000_000} />, { locale: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('budget-fit')).not.toBeInTheDocument();
  });

  it('shows the monthly estimate and marks a price within the budget', async () => {
    answerSession(true);
    answer(budget);
    await renderApp(<BudgetFit price={1_000_000} />, { locale: 'en' });
    const fit = await screen.findByTestId('budget-fit');
    // 90 % of 1,000,000 over 25 years at 5 %.
    expect(fit).toHaveTextContent(/≈ SAR\s?5,261 a month/);
    expect(fit).toHaveTextContent('Within your budget');
  });

  it('gives no mark on a card above the budget, and says so on a listing page', async () => {
    answerSession(true);
    answer(budget);
    const { unmount } = await renderApp(<BudgetFit price={2_000_000} />, { locale: 'en' });
    await waitFor(() => expect(screen.getByTestId('budget-fit')).not.toHaveTextContent('Within'));
    unmount();
    await renderApp(<BudgetFit price={2_000_000} detail />, { locale: 'en' });
    expect(await screen.findByText('Above your budget')).toBeInTheDocument();
  });
});
