import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetFinancingRates } from '@generated/api/financing/financing';
import { ControlledCheckbox, ControlledTextField } from '@/components/form/controlled-fields';
import { ErrorState } from '@/components/status';
import { useApiErrorText } from '@/lib/error-messages';
import { dbrCapPercent, defaultDownPayment } from '@/lib/lending/lending-rules';
import { calculateFinancing } from '../calculator';
import { calculatorMessages as m } from '../messages/calculator';
import { useCalculatorLimits } from '../use-calculator-limits';
import { validateCalculator, type CalculatorValues } from '../schemas/calculator';
import { Affordability } from './affordability';
import { CalculatorResults } from './calculator-results';
import { DEFAULT_RATE_KEY, RateSelect, rateOf } from './rate-select';
import { useCalculatorErrorText } from './use-calculator-error-text';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Note = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Props = { initialPrice?: number; headingLevel?: 'h2' | 'h3' };

export function FinancingCalculator({
  initialPrice = 1_000_000,
  headingLevel: Heading = 'h2',
}: Props) {
  const intl = useIntl();
  const apiErrorText = useApiErrorText();
  const limits = useCalculatorLimits();
  const ratesQuery = useGetFinancingRates({ query: { staleTime: 5 * 60_000 } });
  const headingId = useId();
  const [values, setValues] = useState<Omit<CalculatorValues, 'ratePercent'>>({
    price: String(initialPrice),
    downPayment: String(defaultDownPayment(initialPrice, true, limits.lending)),
    years: '25',
    addFees: false,
    feesPercent: String(limits.feesMaxPercent),
    firstHome: true,
  });
  const [rateKey, setRateKey] = useState(DEFAULT_RATE_KEY);
  const ratePercent = rateOf(ratesQuery.data, rateKey);
  const set =
    <K extends keyof typeof values>(key: K) =>
    (value: (typeof values)[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const { errors, valid, parsed } = validateCalculator(
    { ...values, ratePercent: ratePercent === undefined ? '' : String(ratePercent) },
    limits,
  );
  const result = parsed && calculateFinancing({ ...parsed, annualRatePercent: parsed.ratePercent });
  const errorText = useCalculatorErrorText({
    feesMaxPercent: limits.feesMaxPercent,
    firstHome: values.firstHome,
    loan: (valid.price ?? 0) - (valid.downPayment ?? 0),
  });
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{intl.formatMessage(m.title)}</Heading>
      <p>{intl.formatMessage(m.intro)}</p>
      <Grid>
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          <ControlledTextField
            id="calculator-price"
            label={intl.formatMessage(m.price)}
            inputMode="decimal"
            autoComplete="off"
            value={values.price}
            onValueChange={set('price')}
            error={errorText('price', errors.price)}
          />
          <ControlledTextField
            id="calculator-down-payment"
            label={intl.formatMessage(m.downPayment)}
            inputMode="decimal"
            autoComplete="off"
            value={values.downPayment}
            onValueChange={set('downPayment')}
            error={errorText('downPayment', errors.downPayment)}
          />
          <ControlledCheckbox
            id="calculator-first-home"
            label={intl.formatMessage(m.firstHome)}
            checked={values.firstHome}
            onCheckedChange={set('firstHome')}
          />
          <ControlledTextField
            id="calculator-years"
            label={intl.formatMessage(m.years)}
            inputMode="numeric"
            autoComplete="off"
            value={values.years}
            onValueChange={set('years')}
            error={errorText('years', errors.years)}
          />
          {ratesQuery.isError ? (
            <ErrorState
              message={apiErrorText(ratesQuery.error)}
              onRetry={() => void ratesQuery.refetch()}
              retrying={ratesQuery.isFetching}
            />
          ) : (
            <RateSelect rates={ratesQuery.data} value={rateKey} onChange={setRateKey} />
          )}
          <ControlledCheckbox
            id="calculator-add-fees"
            label={intl.formatMessage(m.addFees)}
            checked={values.addFees}
            onCheckedChange={set('addFees')}
          />
          {values.addFees && (
            <ControlledTextField
              id="calculator-fees-percent"
              label={intl.formatMessage(m.feesPercent, { max: percent(limits.feesMaxPercent) })}
              inputMode="decimal"
              autoComplete="off"
              value={values.feesPercent}
              onValueChange={set('feesPercent')}
              error={errorText('feesPercent', errors.feesPercent)}
            />
          )}
        </form>
        <div>
          <CalculatorResults
            result={result}
            showFees={values.addFees}
            ratePercent={parsed ? parsed.ratePercent : undefined}
          />
          <Affordability
            ratePercent={valid.ratePercent}
            years={valid.years}
            limits={limits.lending}
            firstHome={values.firstHome}
          />
        </div>
      </Grid>
      <Note>
        {intl.formatMessage(m.estimateNote, {
          ltv: percent(limits.lending.firstHomeLtvMaxPercent),
          dbr: percent(dbrCapPercent(limits.lending, 0, false)),
          dbrHousing: percent(dbrCapPercent(limits.lending, 0, true)),
        })}
      </Note>
    </section>
  );
}
