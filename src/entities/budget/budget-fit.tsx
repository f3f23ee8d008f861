import { lazy, Suspense } from 'react';
import { useMyBudget } from './use-my-budget';

// The lending rules load with the first saved budget: never on a page the server renders (it has no
// session on a public page), so they are not in the JavaScript a listing needs before it is usable.
const BudgetFitLine = lazy(() =>
  import('./budget-fit-line').then((module) => ({ default: module.BudgetFitLine })),
);

/**
 * A listing's price against the customer's saved budget: "≈ SAR X a month" and, when the price is
 * within it, a mark. Nothing without a saved budget (a guest, or none saved) or for a rent.
 */
export function BudgetFit({ price, detail = false }: { price: number; detail?: boolean }) {
  const budget = useMyBudget();
  if (!budget || !budget.financeable) return null;
  return (
    <Suspense fallback={null}>
      <BudgetFitLine price={price} budget={budget} detail={detail} />
    </Suspense>
  );
}
