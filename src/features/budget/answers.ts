/** The budget check's form: its values as typed, their checks (the server's codes) and the answers. */
import type { Budget, BudgetAnswers, ErrorCode } from '@generated/model';
import { readAmount } from '@/lib/input/digits';
import type { BudgetAnswers as LendingAnswers } from '@/lib/lending/lending-budget';

export type BudgetValues = {
  income: string;
  obligations: string;
  employmentType: string;
  subType: string;
  age: string;
  firstHome: boolean;
  housingSupport: boolean;
};

export const BUDGET_FIELDS = [
  'monthly_income',
  'monthly_obligations',
  'employment_type',
  'employment_sub_type',
  'age',
  'first_home',
  'housing_support',
] as const;
export type BudgetField = (typeof BUDGET_FIELDS)[number];
export type BudgetErrors = Partial<Record<BudgetField, ErrorCode>>;

export const EMPTY_VALUES: BudgetValues = {
  income: '',
  obligations: '0',
  employmentType: '',
  subType: '',
  age: '',
  firstHome: true,
  housingSupport: false,
};

type Rules = { minimumIncome: number; typesWithSubTypes: readonly string[] };

/** Every field's problem at once (the contract's codes), or the answers to send. */
export function checkBudgetValues(
  values: BudgetValues,
  { minimumIncome, typesWithSubTypes }: Rules,
): { errors: BudgetErrors; answers?: BudgetAnswers } {
  const errors: BudgetErrors = {};
  const income = readAmount(values.income);
  if ('error' in income)
    errors.monthly_income =
      income.error === 'required' ? 'monthly_income__required' : 'monthly_income__invalid';
  else if (income.value < minimumIncome) errors.monthly_income = 'monthly_income__below_minimum';
  const obligations = readAmount(values.obligations.trim() === '' ? '0' : values.obligations);
  if ('error' in obligations || ('value' in income && obligations.value > income.value))
    errors.monthly_obligations = 'monthly_obligations__invalid';
  if (!values.employmentType) errors.employment_type = 'employment_type__required';
  const needsSubType = typesWithSubTypes.includes(values.employmentType);
  if (needsSubType && !values.subType) errors.employment_sub_type = 'employment_sub_type__required';
  const age = readAmount(values.age);
  if ('error' in age) errors.age = age.error === 'required' ? 'age__required' : 'age__invalid';
  else if (!Number.isInteger(age.value) || age.value > 120) errors.age = 'age__invalid';
  else if (age.value < 18) errors.age = 'age__underage';
  if (
    Object.keys(errors).length > 0 ||
    'error' in income ||
    'error' in obligations ||
    'error' in age
  )
    return { errors };
  return {
    errors,
    answers: {
      monthly_income: income.value,
      monthly_obligations: obligations.value,
      employment_type: values.employmentType as BudgetAnswers['employment_type'],
      ...(needsSubType ? { employment_sub_type: values.subType } : {}),
      age: age.value,
      first_home: values.firstHome,
      housing_support: values.housingSupport,
    },
  };
}

export const valuesOf = (budget: Budget): BudgetValues => ({
  income: String(budget.monthly_income),
  obligations: String(budget.monthly_obligations),
  employmentType: budget.employment_type,
  subType: budget.employment_sub_type ?? '',
  age: String(budget.age),
  firstHome: budget.first_home,
  housingSupport: budget.housing_support,
});

export const lendingAnswersOf = (answers: BudgetAnswers): LendingAnswers => ({
  monthlyIncome: answers.monthly_income,
  monthlyObligations: answers.monthly_obligations,
  employmentType: answers.employment_type,
  age: answers.age,
  firstHome: answers.first_home,
  housingSupport: answers.housing_support,
});

/** The field of a server code (`monthly_income__below_minimum` → `monthly_income`), if one of ours. */
export function fieldOfCode(code: string): BudgetField | undefined {
  const field = code.split('__')[0];
  return (BUDGET_FIELDS as readonly string[]).includes(field ?? '')
    ? (field as BudgetField)
    : undefined;
}

/**
 * A guest's answers while they sign in to save them: in this page's memory only (never in storage:
 * they are personal), for the sign-in that starts from the budget page and comes back to it.
 */
let guestValues: BudgetValues | null = null;

export const keepGuestValues = (values: BudgetValues) => {
  guestValues = { ...values };
};

export const readGuestValues = (): BudgetValues | null => guestValues;

export const forgetGuestValues = () => {
  guestValues = null;
};
