import type { FinancingRequest } from '@generated/model';
import { defaultDownPayment, type LendingLimits } from '@/lib/lending-rules';
import type { StepContext } from './step-validation';
import { loanPercent } from './loan';
import type { WizardValues } from './values';

/** What the request already holds of the customer for the responsible-lending rules. */
export function applicantOf(request: FinancingRequest): StepContext['applicant'] {
  const obligations = (request.official_obligations ?? 0) + (request.additional_obligations ?? 0);
  return {
    firstHome: request.has_existing_mortgage !== true,
    housingProgram: request.supported_by_housing_ministry === true,
    income: request.monthly_income,
    obligations,
    age: request.age,
  };
}

/**
 * A financing step not saved yet starts inside the rules: the largest loan the loan-to-value cap
 * allows (not 100 % of the price), its share, and a 25-year term when the age allows it.
 */
export function withDefaults(
  values: WizardValues,
  request: FinancingRequest,
  limits: LendingLimits,
): WizardValues {
  const price = request.estimated_price;
  if (!price || values.down_payment !== undefined) return values;
  const down = defaultDownPayment(price, request.has_existing_mortgage !== true, limits);
  const years =
    request.age === undefined
      ? 25
      : Math.max(1, Math.min(25, limits.maxAgeAtTermEnd - request.age));
  return {
    ...values,
    down_payment: String(down),
    loan_percent: String(loanPercent(price, down)),
    loan_term_years: values.loan_term_years ?? String(years),
  };
}
