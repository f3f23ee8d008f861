import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Budget } from '@generated/model';
import { Badge } from '@/components/badge';
import { priceFit } from '@/lib/lending/lending-budget';
import { useLendingLimits } from '@/lib/lending/use-lending-limits';
import { useFormatMoney } from '@/lib/format/money';
import { budgetFitMessages as m } from './messages';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The saved budget's figures the rules module needs to judge a price. */
export const fitBudgetOf = (budget: Budget) => ({
  financeable: budget.financeable,
  priceMax: budget.max_price,
  loanMax: budget.max_loan,
  years: budget.term_years,
  annualRatePercent: budget.annual_rate_percent,
});

/** A financeable saved budget's judgement of `price` (./budget-fit.tsx loads it when there is one). */
export function BudgetFitLine({
  price,
  budget,
  detail,
}: {
  price: number;
  budget: Budget;
  detail: boolean;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const limits = useLendingLimits();
  const fit = priceFit(fitBudgetOf(budget), price, budget.first_home, limits);
  return (
    <Line data-testid="budget-fit">
      <span>{intl.formatMessage(m.perMonth, { amount: formatMoney(fit.installment) })}</span>
      {fit.within ? (
        <Badge $tone="success">{intl.formatMessage(m.within)}</Badge>
      ) : (
        detail && <span>{intl.formatMessage(m.above)}</span>
      )}
    </Line>
  );
}
