export { BudgetFit } from './budget-fit';
export { budgetFitMessages } from './messages';
export { MY_BUDGET_KEY, useMyBudget } from './use-my-budget';
