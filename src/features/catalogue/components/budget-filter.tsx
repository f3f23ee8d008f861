import { useIntl } from 'react-intl';
import { ControlledCheckbox } from '@/components/form/controlled-fields';
import { budgetFitMessages, useMyBudget } from '@/entities/budget';
import { useFormatMoney } from '@/lib/format/money';

type PricedSearch = { price_max?: number; price_range?: string; page?: number };

/**
 * "Within my budget": the list's highest price set to the saved budget's (the URL keeps it, so a
 * saved search keeps it too). Only with a saved budget that finances a home.
 */
export function BudgetFilter<S extends PricedSearch>({
  search,
  setState,
}: {
  search: S;
  setState: (next: S) => void;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const budget = useMyBudget();
  if (!budget?.financeable) return null;
  return (
    <ControlledCheckbox
      id="list-within-budget"
      label={intl.formatMessage(budgetFitMessages.filter, {
        amount: formatMoney(budget.max_price),
      })}
      checked={search.price_max === budget.max_price}
      onCheckedChange={(within) =>
        setState({
          ...search,
          price_max: within ? budget.max_price : undefined,
          price_range: undefined,
          page: undefined,
        })
      }
    />
  );
}
