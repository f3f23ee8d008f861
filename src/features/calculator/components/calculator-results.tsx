import { useIntl } from 'react-intl';
import { useFormatMoney } from '@/lib/format/money';
import type { FinancingResult } from '../calculator';
import { calculatorMessages as m } from '../messages/calculator';
import { FiguresList as ResultList } from '@/components/figures-list';
import { InstallmentChart } from '@/components/installment-chart';
import { Panel } from './result-list';

/** The figures of a calculation (announced as they change), then its charts (outside the announcement). */
export function CalculatorResults({
  result,
  showFees,
  ratePercent,
}: {
  result: FinancingResult | undefined;
  showFees: boolean;
  /** The annual profit rate the result was computed with (for the charts). */
  ratePercent?: number;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const money = (value: number) => formatMoney(value, { fractions: true });
  return (
    <>
      <Panel aria-live="polite" data-testid="calculator-results">
        <h3>{intl.formatMessage(m.results)}</h3>
        {result ? (
          <ResultList>
            <dt>{intl.formatMessage(m.monthlyInstallment)}</dt>
            <dd data-main="true" data-testid="calculator-installment">
              {money(result.monthlyInstallment)}
            </dd>
            <dt>{intl.formatMessage(m.loanAmount)}</dt>
            <dd data-testid="calculator-loan">{money(result.loanAmount)}</dd>
            {showFees && (
              <>
                <dt>{intl.formatMessage(m.fees)}</dt>
                <dd>{money(result.fees)}</dd>
              </>
            )}
            <dt>{intl.formatMessage(m.totalCost)}</dt>
            <dd data-testid="calculator-total-cost">{money(result.totalCost)}</dd>
            <dt>{intl.formatMessage(m.totalProfit)}</dt>
            <dd data-testid="calculator-total-profit">{money(result.totalProfit)}</dd>
          </ResultList>
        ) : (
          <p>{intl.formatMessage(m.fixResults)}</p>
        )}
      </Panel>
      {result && ratePercent !== undefined && result.monthlyInstallment > 0 && (
        <InstallmentChart
          loan={result.loanAmount}
          annualRatePercent={ratePercent}
          months={result.months}
          installment={result.monthlyInstallment}
        />
      )}
    </>
  );
}
