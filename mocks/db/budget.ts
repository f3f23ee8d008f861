/** The customers' saved budget checks (tag budget): the answers and when they were saved. */
import type { Budget, BudgetAnswers } from '../../generated/model';
import { budgetValidUntil, lendingBudget } from '../../src/lib/lending/lending-budget';
import { clock, iso } from '../lib/clock';
import { scoped } from '../lib/namespace';
import { DEFAULT_PROFIT_RATE } from './banks';
import { LENDING_LIMITS } from './financing/lending';
import { onReset } from './registry';

type StoredBudget = { answers: BudgetAnswers; savedAt: number };

const budgets = scoped(() => new Map<number, StoredBudget>());

onReset(() => budgets.clear());

export const budgetOf = (customerId: number) => budgets.get(customerId);

export function saveBudget(customerId: number, answers: BudgetAnswers): StoredBudget {
  const stored = { answers, savedAt: clock.now() };
  budgets.set(customerId, stored);
  return stored;
}

export function eraseBudget(customerId: number): void {
  budgets.delete(customerId);
}

/** The answers with what the rules allow now (the one rules module the app and the wizard use). */
export function budgetView({ answers, savedAt }: StoredBudget): Budget {
  const budget = lendingBudget(
    {
      monthlyIncome: answers.monthly_income,
      monthlyObligations: answers.monthly_obligations,
      employmentType: answers.employment_type,
      age: answers.age,
      firstHome: answers.first_home,
      housingSupport: answers.housing_support,
    },
    LENDING_LIMITS,
    DEFAULT_PROFIT_RATE,
  );
  return {
    ...answers,
    financeable: budget.financeable,
    max_price: budget.priceMax,
    down_payment: budget.downPayment,
    max_loan: budget.loanMax,
    installment_min: budget.installmentMin,
    installment_max: budget.installmentMax,
    installment_cap: budget.installmentCap,
    term_years: budget.years,
    annual_rate_percent: budget.annualRatePercent,
    ltv_percent: budget.ltvPercent,
    dbr_percent: budget.dbrPercent,
    limits: budget.limits,
    saved_at: iso(savedAt),
    valid_until: budgetValidUntil(new Date(savedAt)),
  };
}
