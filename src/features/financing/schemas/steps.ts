import type { FinancingRequestInput } from '@generated/model';
import type { CodeAliases } from '@/components/form/submit-errors';

/** The wizard's forms, in order: who pays, what they earn and owe, who they are, what they buy, how. */
export const FORM_STEPS = [
  'employment',
  'financial',
  'loans',
  'additional',
  'property',
  'financing',
] as const;
export type FormStepId = (typeof FORM_STEPS)[number];
/** The wizard: its forms, then the papers the bank needs. */
export const STEPS = [...FORM_STEPS, 'documents'] as const;
export type StepId = (typeof STEPS)[number];

export const isFormStep = (step: StepId): step is FormStepId => step !== 'documents';

/** The request fields each step saves (the names of `missing_fields`). */
export const STEP_FIELDS: Record<FormStepId, readonly string[]> = {
  employment: ['employment_type', 'employment_sub_type', 'employer_name', 'salary_bank_id'],
  financial: ['monthly_income', 'official_obligations', 'additional_obligations'],
  loans: ['has_existing_mortgage', 'active_loan_monthly_amount', 'active_loan_remaining_months'],
  additional: [
    'family_members',
    'supported_by_housing_ministry',
    'nationality',
    'marital_status',
    'residence_city_id',
    'age',
  ],
  property: [
    'reservation_id',
    'own_property',
    'property_type',
    'property_readiness',
    'region_id',
    'city_id',
    'address',
    'estimated_price',
  ],
  financing: [
    'loan_percent',
    'loan_term_years',
    'down_payment',
    'preferred_monthly_installment',
    'fees_option',
  ],
};

/** The form fields of each step (where a server code may land). */
export const STEP_FORM_FIELDS: Record<FormStepId, readonly string[]> = {
  ...STEP_FIELDS,
  loans: [...STEP_FIELDS.loans, 'has_active_loans'],
  property: [
    'property_source',
    'reservation_id',
    'own_property.description',
    'own_property.city_id',
    'own_property.estimated_price',
    'own_property.deed_number',
    'property_type',
    'property_readiness',
    'region_id',
    'address',
  ],
};

/** Server code names → form fields (FinancingRequestInput's field → code table). */
export const STEP_ALIASES: Record<FormStepId, CodeAliases> = {
  employment: {},
  financial: { monthly_obligations: 'official_obligations' },
  loans: {
    mortgage_option: 'has_existing_mortgage',
    active_loan_amount: 'active_loan_monthly_amount',
    active_loan_months: 'active_loan_remaining_months',
  },
  additional: { residence_city: 'residence_city_id' },
  property: {
    reservation: 'reservation_id',
    own_property: 'own_property.description',
    city: 'own_property.city_id',
    estimated_value: 'own_property.estimated_price',
    region: 'region_id',
  },
  financing: {
    loan_term: 'loan_term_years',
    monthly_installment: 'preferred_monthly_installment',
    loan_amount: 'down_payment',
  },
};

/** The first step that still has a missing field (or the first step). */
export function firstIncompleteStep(missing: readonly string[]): StepId {
  return STEPS.find((step) => stepMissing(step, missing).length > 0) ?? STEPS[0];
}

export function stepMissing(step: StepId, missing: readonly string[]): string[] {
  if (!isFormStep(step)) return [];
  return missing.filter((field) => STEP_FIELDS[step].includes(field));
}

export type StepBody = Partial<FinancingRequestInput>;
