import type { FinancingRequest, Profile } from '@generated/model';
import { defaultDownPayment, type LendingLimits } from '@/lib/lending/lending-rules';
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

/** Whole years from an ISO birth date (`YYYY-MM-DD`) to `today`. */
export function ageOn(birthday: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const before =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (before ? 1 : 0);
}

/** The profile fields the wizard asks for again; each filled only where the request has none. */
export type ProfileFacts = Pick<
  Profile,
  'birthday' | 'nationality' | 'marital_status' | 'residence_city'
>;

/**
 * The customer's details the profile already holds (age, nationality, marital status, city of
 * residence) as the additional step's starting values, and which fields came from it (to name the
 * source); the customer may change them before saving.
 */
export function fromProfile(
  values: WizardValues,
  profile: ProfileFacts | null,
  today: Date,
): { values: WizardValues; fields: (keyof WizardValues)[] } {
  if (!profile) return { values, fields: [] };
  const age = ageOn(profile.birthday, today);
  const known: Partial<Record<keyof WizardValues, string | undefined>> = {
    age: age === undefined ? undefined : String(age),
    nationality: profile.nationality,
    marital_status: profile.marital_status,
    residence_city_id:
      profile.residence_city === undefined ? undefined : String(profile.residence_city),
  };
  const filled: WizardValues = { ...values };
  const fields: (keyof WizardValues)[] = [];
  for (const [field, value] of Object.entries(known) as [keyof WizardValues, string][]) {
    if (value === undefined || (values[field] !== undefined && values[field] !== '')) continue;
    Object.assign(filled, { [field]: value });
    fields.push(field);
  }
  return { values: filled, fields };
}
