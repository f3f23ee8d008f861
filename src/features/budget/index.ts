export { BudgetCheck } from './components/budget-check';
