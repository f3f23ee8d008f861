import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import type { BudgetLimit } from '@generated/model';
import { FiguresList } from '@/components/figures-list';
import { PanelSection } from '@/components/panel';
import { useFormatMoney } from '@/lib/format/money';
import { budgetMessages as m } from '../messages/budget';

/** The budget's figures, in the contract's names (the saved budget, or a guest's worked out here). */
export type BudgetFigures = {
  financeable: boolean;
  max_price: number;
  down_payment: number;
  installment_min: number;
  installment_max: number;
  term_years: number;
  annual_rate_percent: number;
  ltv_percent: number;
  limits: BudgetLimit[];
  valid_until: string;
};

function useLimitText(maxAge: number) {
  const intl = useIntl();
  const money = useFormatMoney();
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  return (limit: BudgetLimit) => {
    const amount = money(limit.amount ?? 0);
    switch (limit.code) {
      case 'obligations':
        return intl.formatMessage(m.limitObligations, { amount });
      case 'dbr':
        return intl.formatMessage(m.limitDbr, { amount, percent: percent(limit.percent ?? 0) });
      case 'age':
        return limit.years
          ? intl.formatMessage(m.limitAge, { years: limit.years, maxAge })
          : intl.formatMessage(m.limitNoTerm, { maxAge });
      case 'loan_max':
        return intl.formatMessage(m.limitLoanMax, { amount });
      case 'loan_min':
        return intl.formatMessage(m.limitLoanMin, { amount });
      case 'employment':
        return intl.formatMessage(m.limitEmployment);
    }
  };
}

/** What the rules allow and what limits it; focused when it appears (a live answer to the check). */
export const BudgetResult = forwardRef<
  HTMLHeadingElement,
  { budget: BudgetFigures; maxAge: number; children?: React.ReactNode }
>(function BudgetResult({ budget, maxAge, children }, heading) {
  const intl = useIntl();
  const money = useFormatMoney();
  const limitText = useLimitText(maxAge);
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <PanelSection aria-labelledby="budget-result-title" data-testid="budget-result">
      <h2 id="budget-result-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.resultTitle)}
      </h2>
      {budget.financeable && (
        <FiguresList>
          <dt>{intl.formatMessage(m.maxPrice)}</dt>
          <dd data-main="true" data-testid="budget-max-price">
            {money(budget.max_price)}
          </dd>
          <dt>{intl.formatMessage(m.downPayment)}</dt>
          <dd>
            {intl.formatMessage(m.downPaymentValue, {
              amount: money(budget.down_payment),
              percent: percent(100 - budget.ltv_percent),
            })}
          </dd>
          <dt>{intl.formatMessage(m.installment)}</dt>
          <dd>
            {intl.formatMessage(m.installmentRange, {
              min: money(budget.installment_min),
              max: money(budget.installment_max),
            })}
          </dd>
          <dt>{intl.formatMessage(m.term)}</dt>
          <dd>
            {intl.formatMessage(m.termValue, {
              years: budget.term_years,
              rate: percent(budget.annual_rate_percent),
            })}
          </dd>
        </FiguresList>
      )}
      <ul data-testid="budget-limits">
        {budget.limits.map((limit) => (
          <li key={limit.code}>{limitText(limit)}</li>
        ))}
      </ul>
      <p>
        {intl.formatMessage(m.validUntil, {
          date: intl.formatDate(`${budget.valid_until}T12:00:00Z`, { dateStyle: 'long' }),
        })}
      </p>
      <p>{intl.formatMessage(m.estimate)}</p>
      {children}
    </PanelSection>
  );
});
