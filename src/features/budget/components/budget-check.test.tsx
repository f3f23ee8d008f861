import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetMyBudgetMockHandler,
  getGetMyBudgetMockHandler404,
  getSaveMyBudgetMockHandler,
  getSaveMyBudgetMockHandler400,
} from '@generated/api/budget/budget.msw';
import type { Budget, ErrorBody } from '@generated/model';
import { answerSession } from '@/testing/session';
import { renderApp } from '@/testing/render';
import { server } from '../../../../mocks/node';
import { BudgetCheck } from './budget-check';

const saved: Budget = {
  monthly_income: 12_000,
  monthly_obligations: 0,
  employment_type: 'government',
  age: 40,
  first_home: true,
  housing_support: false,
  financeable: true,
  max_price: 1_180_000,
  down_payment: 118_000,
  max_loan: 1_062_000,
  installment_min: 531,
  installment_max: 6_600,
  installment_cap: 6_600,
  term_years: 30,
  annual_rate_percent: 4.9,
  ltv_percent: 90,
  dbr_percent: 55,
  limits: [{ code: 'dbr', amount: 6_600, percent: 55 }],
  saved_at: '2026-11-20T09:00:00Z',
  valid_until: '2026-12-20',
};

function answerBudget(initial: Budget | undefined, refusal?: ErrorBody) {
  const calls = { get: 0, put: 0 };
  server.use(
    initial
      ? getGetMyBudgetMockHandler(() => {
          calls.get += 1;
          return initial;
        })
      : getGetMyBudgetMockHandler404(() => {
          calls.get += 1;
          return { errors: ['budget__not_found'] };
        }),
    refusal
      ? getSaveMyBudgetMockHandler400(() => {
          calls.put += 1;
          return refusal;
        })
      : getSaveMyBudgetMockHandler(() => {
          calls.put += 1;
          return saved;
        }),
  );
  return calls;
}

async function fill(user: Awaited<ReturnType<typeof renderApp>>['user'], age = '34') {
  await user.type(screen.getByLabelText(/^Your monthly income/), '18000');
  await user.clear(screen.getByLabelText('Monthly obligations (SAR)'));
  await user.type(screen.getByLabelText('Monthly obligations (SAR)'), '1500');
  await waitFor(() => expect(document.querySelector('option[value="military"]')).not.toBeNull());
  await user.selectOptions(screen.getByLabelText(/^Employment/), 'military');
  await user.selectOptions(screen.getByLabelText(/^Rank/), 'officer');
  await user.type(screen.getByLabelText(/^Your age/), age);
}

describe('BudgetCheck', { timeout: 30_000 }, () => {
  it('names every missing answer at its field, then works the budget out for a guest', async () => {
    answerSession(false);
    const calls = answerBudget(undefined);
    const { user } = await renderApp(<BudgetCheck />, { locale: 'en' });
    const submit = await screen.findByRole('button', { name: 'Check my budget' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(screen.getByLabelText(/^Your monthly income/)).toHaveAccessibleDescription(
      /Please enter/i,
    );
    expect(screen.getByLabelText(/^Employment/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Your age/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('budget-result')).not.toBeInTheDocument();

    await fill(user);
    await user.click(submit);
    const result = await screen.findByTestId('budget-result');
    expect(within(result).getByTestId('budget-limits')).toHaveTextContent(
      /Your obligations limit the instalment to SAR\s?10,200 a month\./,
    );
    expect(within(result).getByText(/Valid until/)).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Sign in to save it' })).toBeInTheDocument();
    expect(calls).toEqual({ get: 0, put: 0 });
  });

  it('puts the server’s refusal on its field and keeps what was typed', async () => {
    answerSession(true);
    const calls = answerBudget(undefined, { errors: ['age__underage'] });
    const { user } = await renderApp(<BudgetCheck />, { locale: 'en' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check my budget' })).toBeEnabled(),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Check my budget' }));
    await user.click(await screen.findByRole('button', { name: 'Save to my account' }));
    await waitFor(() => expect(calls.put).toBe(1));
    const age = screen.getByLabelText(/^Your age/);
    await waitFor(() => expect(age).toHaveAttribute('aria-invalid', 'true'));
    expect(age).toHaveValue('34');
    expect(screen.getByLabelText(/^Your monthly income/)).toHaveValue('18000');
  });

  it('starts a customer from the saved budget and offers the homes within it', async () => {
    answerSession(true);
    answerBudget(saved);
    await renderApp(<BudgetCheck />, { locale: 'en' });
    const result = await screen.findByTestId('budget-result');
    expect(screen.getByLabelText(/^Your monthly income/)).toHaveValue('12000');
    expect(within(result).getByTestId('budget-max-price')).toHaveTextContent(/1,180,000/);
    expect(within(result).getByText(/Saved on/)).toBeInTheDocument();
    expect(
      within(result).getByRole('link', { name: 'See units within your budget' }),
    ).toHaveAttribute('href', '/en/units?price_max=1180000');
  });
});
