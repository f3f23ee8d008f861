import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ControlledCheckbox, ControlledTextField } from '@/components/form/controlled-fields';
import { useFormatMoney } from '@/lib/format/money';
import { estimateAffordability } from '../calculator';
import { calculatorMessages as m } from '../messages/calculator';
import { validateAffordability } from '../schemas/calculator';
import { dbrCapPercent, ltvCapPercent, type LendingLimits } from '@/lib/lending/lending-rules';
import { FiguresList as ResultList } from '@/components/figures-list';
import { Panel } from './result-list';
import { useCalculatorErrorText } from './use-calculator-error-text';

const Section = styled(Panel)`
  margin-top: 16px;
`;

type Props = {
  ratePercent: number | undefined;
  years: number | undefined;
  limits: LendingLimits;
  firstHome: boolean;
};

export function Affordability({ ratePercent, years, limits, firstHome }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [income, setIncome] = useState('');
  const [obligations, setObligations] = useState('');
  const [housingProgram, setHousingProgram] = useState(false);
  const checked = validateAffordability({ income, obligations });
  const { income: incomeValue, obligations: obligationsValue } = checked;
  const errorText = useCalculatorErrorText();
  const dbr = dbrCapPercent(limits, incomeValue ?? 0, housingProgram);
  const ready =
    incomeValue !== undefined &&
    obligationsValue !== undefined &&
    ratePercent !== undefined &&
    years;
  const estimate = ready
    ? estimateAffordability({
        monthlyIncome: incomeValue,
        monthlyObligations: obligationsValue,
        dbrMaxPercent: dbr,
        annualRatePercent: ratePercent,
        years,
        ltvMaxPercent: ltvCapPercent(limits, firstHome),
      })
    : undefined;

  return (
    <Section>
      <h3>{intl.formatMessage(m.affordabilityTitle)}</h3>
      <ControlledTextField
        id="affordability-income"
        label={intl.formatMessage(m.income)}
        inputMode="decimal"
        autoComplete="off"
        value={income}
        onValueChange={setIncome}
        hint={intl.formatMessage(m.affordabilityHint)}
        error={errorText('income', checked.errors.income)}
      />
      <ControlledTextField
        id="affordability-obligations"
        label={intl.formatMessage(m.obligations)}
        inputMode="decimal"
        autoComplete="off"
        value={obligations}
        onValueChange={setObligations}
        error={errorText('obligations', checked.errors.obligations)}
      />
      <ControlledCheckbox
        id="affordability-housing-program"
        label={intl.formatMessage(m.housingProgram)}
        checked={housingProgram}
        onCheckedChange={setHousingProgram}
      />
      <div aria-live="polite">
        {estimate ? (
          <ResultList data-testid="affordability-results">
            <dt>
              {intl.formatMessage(m.maxInstallment, {
                dbr: intl.formatNumber(dbr / 100, { style: 'percent' }),
              })}
            </dt>
            <dd>{formatMoney(estimate.maxInstallment)}</dd>
            <dt>{intl.formatMessage(m.maxLoan)}</dt>
            <dd data-main="true" data-testid="affordability-max-loan">
              {formatMoney(estimate.maxLoan)}
            </dd>
            <dt>{intl.formatMessage(m.maxPrice)}</dt>
            <dd>{formatMoney(estimate.maxPrice)}</dd>
          </ResultList>
        ) : (
          <p>{intl.formatMessage(m.enterIncome)}</p>
        )}
      </div>
    </Section>
  );
}
