import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useDeleteMyBudget, useSaveMyBudget } from '@generated/api/budget/budget';
import { useGetFinancingRates } from '@generated/api/financing/financing';
import { useGetWebAppConfig, useListEmploymentTypes } from '@generated/api/lookups/lookups';
import type { Budget } from '@generated/model';
import { Button } from '@/components/button';
import { FormError } from '@/components/form';
import { ErrorState } from '@/components/status';
import { paths } from '@/config/paths';
import { MY_BUDGET_KEY, useMyBudget } from '@/entities/budget';
import { isApiError } from '@/lib/http/api-error';
import { useCurrentPath } from '@/lib/navigation/canonical-location';
import { budgetValidUntil, lendingBudget } from '@/lib/lending/lending-budget';
import { useLendingLimits } from '@/lib/lending/use-lending-limits';
import { useSessionIfProvided as useSession } from '@/lib/session/session';
import {
  EMPTY_VALUES,
  checkBudgetValues,
  fieldOfCode,
  forgetGuestValues,
  keepGuestValues,
  lendingAnswersOf,
  readGuestValues,
  valuesOf,
  type BudgetErrors,
} from '../answers';
import { budgetMessages as m } from '../messages/budget';
import { BudgetForm } from './budget-form';
import { BudgetResult, type BudgetFigures } from './budget-result';

const HOUR = 3_600_000;

/**
 * The budget check: a visitor works it out here (in this page only); a customer saves it to the
 * account, and starts from the saved one. Errors of the server land on their fields.
 */
export function BudgetCheck() {
  const intl = useIntl();
  const session = useSession();
  const customer = session.status === 'authenticated';
  const here = useCurrentPath();
  const queryClient = useQueryClient();
  const limits = useLendingLimits();
  const config = useGetWebAppConfig({ query: { staleTime: Infinity } });
  const types = useListEmploymentTypes({ query: { staleTime: HOUR } });
  const rates = useGetFinancingRates({ query: { staleTime: HOUR } });
  const saved = useMyBudget();
  // A guest's answers come back from the sign-in they left for (this page's memory only).
  const [restored] = useState(readGuestValues);
  const [draft, setDraft] = useState(restored ?? EMPTY_VALUES);
  const [touched, setTouched] = useState(restored !== null);
  const [errors, setErrors] = useState<BudgetErrors>({});
  const [checked, setChecked] = useState<BudgetFigures>();
  // Until the customer types, the page shows the saved budget (its answers and its figures).
  const fromSaved = saved !== undefined && !touched;
  const values = fromSaved ? valuesOf(saved) : draft;
  const result = fromSaved ? saved : checked;
  const [notice, setNotice] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSaveMyBudget();
  const remove = useDeleteMyBudget();
  const minimumIncome = config.data?.minimum_income ?? 4_000;
  const typesWithSubTypes = (types.data ?? [])
    .filter((item) => item.sub_types?.length)
    .map((item) => item.code);

  useEffect(() => forgetGuestValues(), []);

  const show = (figures: BudgetFigures) => {
    setChecked(figures);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const check = () => {
    const rate = rates.data?.default_profit_rate;
    const checked = checkBudgetValues(values, { minimumIncome, typesWithSubTypes });
    setErrors(checked.errors);
    setNotice(undefined);
    if (!checked.answers || rate === undefined) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const budget = lendingBudget(lendingAnswersOf(checked.answers), limits, rate);
    show({
      financeable: budget.financeable,
      max_price: budget.priceMax,
      down_payment: budget.downPayment,
      installment_min: budget.installmentMin,
      installment_max: budget.installmentMax,
      term_years: budget.years,
      annual_rate_percent: budget.annualRatePercent,
      ltv_percent: budget.ltvPercent,
      limits: budget.limits,
      valid_until: budgetValidUntil(new Date()),
    });
  };

  const checkRestored = useRef(restored !== null);
  useEffect(() => {
    if (!checkRestored.current || !rates.data || !types.data) return;
    checkRestored.current = false;
    check();
  });

  const saveBudget = () => {
    const checked = checkBudgetValues(values, { minimumIncome, typesWithSubTypes });
    setErrors(checked.errors);
    if (!checked.answers) return;
    save.mutate(
      { data: checked.answers },
      {
        onSuccess: (budget: Budget) => {
          queryClient.setQueryData(MY_BUDGET_KEY, budget);
          setTouched(false);
          setNotice(intl.formatMessage(m.saved));
          show(budget);
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          const byField: BudgetErrors = {};
          for (const code of error.codes) {
            const field = fieldOfCode(code);
            if (field) byField[field] ??= code;
          }
          setErrors(byField);
        },
      },
    );
  };

  const deleteBudget = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setDraft(values);
        setChecked(result);
        queryClient.setQueryData(MY_BUDGET_KEY, undefined);
        void queryClient.invalidateQueries({ queryKey: MY_BUDGET_KEY });
        setNotice(intl.formatMessage(m.deleted));
      },
    });
  };

  if (rates.isError || types.isError)
    return (
      <ErrorState
        message={intl.formatMessage(m.ratesFailed)}
        onRetry={() => void Promise.all([rates.refetch(), types.refetch()])}
      />
    );
  const saveError = save.error && !Object.keys(errors).length ? save.error : remove.error;
  const savedNow = fromSaved;
  return (
    <>
      <p>{intl.formatMessage(m.intro)}</p>
      <BudgetForm
        values={values}
        onChange={(next) => {
          setDraft(next);
          setTouched(true);
        }}
        errors={errors}
        minimumIncome={minimumIncome}
        types={types.data ?? []}
        onSubmit={check}
        disabled={!rates.data}
      />
      <div role="status" aria-live="polite">
        {notice && <p data-testid="budget-notice">{notice}</p>}
      </div>
      <FormError error={saveError} onRetry={save.error === saveError ? saveBudget : deleteBudget} />
      {result && (
        <BudgetResult ref={heading} budget={result} maxAge={limits.maxAgeAtTermEnd}>
          {customer ? (
            <p>
              {savedNow ? (
                intl.formatMessage(m.savedOn, {
                  date: intl.formatDate(saved.saved_at, { dateStyle: 'long' }),
                })
              ) : (
                <Button type="button" onClick={saveBudget} loading={save.isPending}>
                  {intl.formatMessage(m.save)}
                </Button>
              )}
            </p>
          ) : (
            <>
              <p>{intl.formatMessage(m.guestNote)}</p>
              <Link href={paths.signIn.getHref(here)} onClick={() => keepGuestValues(values)}>
                {intl.formatMessage(m.signInToSave)}
              </Link>
            </>
          )}
          {savedNow && result.financeable && (
            <ul>
              <li>
                <Link href={`${paths.units.getHref()}?price_max=${saved.max_price}`}>
                  {intl.formatMessage(m.seeHomes)}
                </Link>
              </li>
              <li>
                <Link href={paths.financingRequests.getHref()}>
                  {intl.formatMessage(m.startFinancing)}
                </Link>
              </li>
            </ul>
          )}
          {savedNow && (
            <Button
              type="button"
              variant="secondary"
              onClick={deleteBudget}
              loading={remove.isPending}
            >
              {intl.formatMessage(m.delete)}
            </Button>
          )}
        </BudgetResult>
      )}
    </>
  );
}
