import zod from 'zod';
import { updateFinancingRequestBody } from '@generated/zod/financing/financing.zod';
import { type CodeAliases, type FormErrors } from '@/components/form/submit-errors';
import { zodFieldErrors } from '@/components/form/zod-field-errors';
import {
  checkLending,
  type LendingApplication,
  type LendingLimits,
} from '@/lib/lending/lending-rules';
import { toStepBody } from './step-bodies';
import { STEP_ALIASES, type StepBody, type FormStepId } from './steps';
import type { WizardValues } from './values';

const S = updateFinancingRequestBody.shape;
const int = (min: number, max: number) => zod.number().int().min(min).max(max);

/** What the checks of a step need to know besides the values. */
export type StepContext = {
  /** The employment types that have sub-types (military ranks), from the lookup. */
  typesWithSubTypes?: readonly string[];
  /** The property price saved on the request. */
  price?: number;
  minimumIncome?: number;
  /** The responsible-lending limits (web-app config). */
  lending?: LendingLimits;
  /** What the request already holds of the customer: income, obligations, age, first home, program. */
  applicant?: Omit<LendingApplication, 'price' | 'downPayment' | 'years' | 'installment'>;
};

/** Each step's fields as required before Next (the server only requires them before submit). */
const schemas = {
  employment: zod.object({
    employment_type: S.employment_type.unwrap(),
    employment_sub_type: S.employment_sub_type,
    employer_name: S.employer_name,
    salary_bank_id: S.salary_bank_id,
  }),
  financial: zod.object({
    monthly_income: S.monthly_income.unwrap(),
    official_obligations: S.official_obligations.unwrap(),
    additional_obligations: S.additional_obligations,
  }),
  loans: zod.object({
    has_existing_mortgage: zod.boolean(),
    active_loan_monthly_amount: S.active_loan_monthly_amount.unwrap(),
    active_loan_remaining_months: int(0, 360),
  }),
  additional: zod.object({
    family_members: int(1, 20),
    supported_by_housing_ministry: zod.boolean(),
    nationality: S.nationality.unwrap(),
    marital_status: S.marital_status.unwrap(),
    residence_city_id: S.residence_city_id.unwrap(),
    age: int(18, 100),
  }),
  reservation: zod.object({ reservation_id: zod.number().int().min(1) }),
  own: zod.object({
    own_property: S.own_property.unwrap(),
    property_type: S.property_type.unwrap(),
    property_readiness: S.property_readiness.unwrap(),
    region_id: S.region_id.unwrap(),
    address: S.address.unwrap(),
  }),
  financing: zod.object({
    loan_percent: S.loan_percent.unwrap(),
    loan_term_years: int(1, 30),
    down_payment: S.down_payment.unwrap(),
    preferred_monthly_installment: S.preferred_monthly_installment.unwrap(),
    fees_option: S.fees_option.unwrap(),
  }),
};

function extraErrors(
  step: FormStepId,
  values: WizardValues,
  body: StepBody,
  context: StepContext,
): FormErrors {
  const errors: FormErrors = {};
  const needsSubType = context.typesWithSubTypes?.includes(body.employment_type ?? '') ?? false;
  if (step === 'employment' && needsSubType && !body.employment_sub_type)
    errors.employment_sub_type = 'employment_sub_type__required';
  if (step === 'financial') {
    const income = body.monthly_income;
    if (
      income !== undefined &&
      context.minimumIncome !== undefined &&
      income < context.minimumIncome
    )
      errors.monthly_income = 'monthly_income__below_minimum';
  }
  if (step === 'loans') {
    if (!values.has_active_loans) errors.has_active_loans = 'has_active_loans__required';
    if ((body.active_loan_monthly_amount ?? 0) > 0 && body.active_loan_remaining_months === 0)
      errors.active_loan_remaining_months = 'active_loan_months__required';
  }
  if (step === 'additional' && body.age !== undefined && body.age < 18)
    errors.age = 'age__underage';
  if (step === 'property' && !values.property_source)
    errors.property_source = 'reservation__required';
  return errors;
}

const finite = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value : undefined;

/** The responsible-lending rules on the financing step: each broken rule at its field, with its data. */
function lendingErrors(body: StepBody, context: StepContext): FormErrors {
  const { price, lending } = context;
  const down = finite(body.down_payment);
  if (price === undefined || down === undefined) return {};
  if (down > price) return { down_payment: 'down_payment__invalid' };
  if (!lending) return {};
  const violations = checkLending(
    {
      firstHome: true,
      ...context.applicant,
      price,
      downPayment: down,
      years: finite(body.loan_term_years),
      installment: finite(body.preferred_monthly_installment),
    },
    lending,
  );
  return Object.fromEntries(
    violations.map(({ field, code, meta }) => [
      field,
      { code, meta: { by_code: { [code]: meta } } },
    ]),
  );
}

function schemaOf(step: FormStepId, values: WizardValues) {
  if (step === 'property')
    return values.property_source === 'own' ? schemas.own : schemas.reservation;
  return schemas[step];
}

/** Client aliases: the server's, without codes that name another field (loan_amount → down_payment). */
function clientAliases(step: FormStepId): CodeAliases {
  const { loan_amount: _skip, ...rest } = STEP_ALIASES[step];
  void _skip;
  return rest;
}

/** A step's checks in the server's error codes, for final-form's `validate`. */
export function validateStep(
  step: FormStepId,
  values: WizardValues,
  context: StepContext = {},
): FormErrors {
  const body = toStepBody(step, values);
  const shape = zodFieldErrors(schemaOf(step, values), body, clientAliases(step));
  const rules = step === 'financing' ? lendingErrors(body, context) : {};
  return { ...rules, ...shape, ...extraErrors(step, values, body, context) };
}
