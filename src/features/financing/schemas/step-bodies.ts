import type {
  EmploymentTypeCode,
  FinancingFeesOption,
  PropertyReadiness,
  PropertyType,
} from '@generated/model';
import type { FormStepId, StepBody } from './steps';
import { toNumber, toText, type WizardValues } from './values';

const yes = (value: string | undefined) => (value === undefined ? undefined : value === 'yes');

function propertyBody(values: WizardValues): StepBody {
  if (values.property_source !== 'own') return { reservation_id: toNumber(values.reservation_id) };
  const own = values.own_property ?? {};
  const deed = toText(own.deed_number);
  return {
    own_property: {
      description: toText(own.description) as string,
      city_id: toNumber(own.city_id) as number,
      estimated_price: toNumber(own.estimated_price) as number,
      ...(deed ? { deed_number: deed.replace(/\s/g, '') } : {}),
    },
    property_type: toText(values.property_type) as PropertyType | undefined,
    property_readiness: toText(values.property_readiness) as PropertyReadiness | undefined,
    region_id: toNumber(values.region_id),
    address: toText(values.address),
  };
}

/** What one step sends with PATCH: only its own fields (undefined ones are left out by JSON). */
export function toStepBody(step: FormStepId, values: WizardValues): StepBody {
  switch (step) {
    case 'employment':
      return {
        employment_type: toText(values.employment_type) as EmploymentTypeCode | undefined,
        employment_sub_type: toText(values.employment_sub_type),
        employer_name: toText(values.employer_name),
        salary_bank_id: toNumber(values.salary_bank_id),
      };
    case 'financial':
      return {
        monthly_income: toNumber(values.monthly_income),
        official_obligations: toNumber(values.official_obligations),
        additional_obligations: toNumber(values.additional_obligations),
      };
    case 'loans': {
      const active = values.has_active_loans === 'yes';
      return {
        has_existing_mortgage: yes(values.has_existing_mortgage),
        active_loan_monthly_amount: active ? toNumber(values.active_loan_monthly_amount) : 0,
        active_loan_remaining_months: active ? toNumber(values.active_loan_remaining_months) : 0,
      };
    }
    case 'additional':
      return {
        family_members: toNumber(values.family_members),
        supported_by_housing_ministry: values.supported_by_housing_ministry === true,
        nationality: toText(values.nationality),
        marital_status: toText(values.marital_status),
        residence_city_id: toNumber(values.residence_city_id),
        age: toNumber(values.age),
      };
    case 'property':
      return propertyBody(values);
    case 'financing':
      return {
        loan_percent: toNumber(values.loan_percent),
        loan_term_years: toNumber(values.loan_term_years),
        down_payment: toNumber(values.down_payment),
        preferred_monthly_installment: toNumber(values.preferred_monthly_installment),
        fees_option: toText(values.fees_option) as FinancingFeesOption | undefined,
      };
  }
}
