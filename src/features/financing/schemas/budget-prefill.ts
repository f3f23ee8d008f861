import type { Budget } from '@generated/model';
import type { FormStepId } from './steps';
import type { WizardValues } from './values';

type Known = Partial<Record<keyof WizardValues, WizardValues[keyof WizardValues]>>;

/** The saved budget's answers, by the wizard step that asks for them. */
const FROM_BUDGET: Partial<Record<FormStepId, (budget: Budget) => Known>> = {
  employment: (budget) => ({
    employment_type: budget.employment_type,
    employment_sub_type: budget.employment_sub_type,
  }),
  financial: (budget) => ({
    monthly_income: String(budget.monthly_income),
    official_obligations: String(budget.monthly_obligations),
  }),
  loans: (budget) => ({ has_existing_mortgage: budget.first_home ? 'no' : 'yes' }),
  additional: (budget) => ({
    age: String(budget.age),
    supported_by_housing_ministry: budget.housing_support,
  }),
};

/**
 * The step's starting values with the saved budget's answers where the request has none yet, and
 * which fields came from it (the page names them); the customer may change them before saving.
 */
export function fromBudget(
  values: WizardValues,
  step: FormStepId,
  budget: Budget | undefined,
): { values: WizardValues; fields: (keyof WizardValues)[] } {
  const known = budget && FROM_BUDGET[step]?.(budget);
  if (!known) return { values, fields: [] };
  const filled: WizardValues = { ...values };
  const fields: (keyof WizardValues)[] = [];
  for (const [field, value] of Object.entries(known) as [keyof WizardValues, unknown][]) {
    if (value === undefined || (values[field] !== undefined && values[field] !== '')) continue;
    Object.assign(filled, { [field]: value });
    fields.push(field);
  }
  return { values: filled, fields };
}
