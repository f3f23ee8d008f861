import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ControlledCheckbox, ControlledTextField } from '@/components/form/controlled-fields';
import { parseAmount } from '@/lib/digits';
import { useFormatMoney } from '@/lib/money';
import { estimateAffordability } from '../calculator';
import { calculatorErrorMessages, calculatorMessages as m } from '../messages';
import { dbrCapPercent, ltvCapPercent, type LendingLimits } from '@/lib/lending-rules';
import { FiguresList as ResultList } from '@/components/figures-list';
import { Panel } from './result-list';

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
  const incomeValue = parseAmount(income);
  const obligationsValue = obligations.trim() === '' ? 0 : parseAmount(obligations);
  const incomeError = income.trim() !== '' && !(incomeValue && incomeValue > 0);
  const obligationsError = obligationsValue === undefined;
  const dbr = dbrCapPercent(limits, incomeValue ?? 0, housingProgram);
  const ready =
    incomeValue &&
    incomeValue > 0 &&
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
  const positive = intl.formatMessage(calculatorErrorMessages.positive);

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
        error={incomeError ? positive : undefined}
      />
      <ControlledTextField
        id="affordability-obligations"
        label={intl.formatMessage(m.obligations)}
        inputMode="decimal"
        autoComplete="off"
        value={obligations}
        onValueChange={setObligations}
        error={obligationsError ? positive : undefined}
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
