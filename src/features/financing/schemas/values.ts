import type { FinancingRequest } from '@generated/model';
import { parseAmount } from '@/lib/input/digits';

export type YesNo = 'yes' | 'no';
export type PropertySource = 'reservation' | 'own';

/** What the wizard's forms hold: numbers as typed (Arabic-Indic digits allowed), choices as strings. */
export type WizardValues = {
  employment_type?: string;
  employment_sub_type?: string;
  employer_name?: string;
  salary_bank_id?: string;
  monthly_income?: string;
  official_obligations?: string;
  additional_obligations?: string;
  has_existing_mortgage?: YesNo;
  has_active_loans?: YesNo;
  active_loan_monthly_amount?: string;
  active_loan_remaining_months?: string;
  family_members?: string;
  supported_by_housing_ministry?: boolean;
  nationality?: string;
  marital_status?: string;
  residence_city_id?: string;
  age?: string;
  property_source?: PropertySource;
  reservation_id?: string;
  own_property?: {
    description?: string;
    city_id?: string;
    estimated_price?: string;
    deed_number?: string;
  };
  property_type?: string;
  property_readiness?: string;
  region_id?: string;
  address?: string;
  loan_percent?: string;
  loan_term_years?: string;
  down_payment?: string;
  preferred_monthly_installment?: string;
  fees_option?: string;
};

/** A typed number: empty → undefined, unreadable → NaN (so the check says "invalid", not "required"). */
export function toNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return parseAmount(value) ?? Number.NaN;
}

export function toText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

const str = (value: number | string | undefined) =>
  value === undefined ? undefined : String(value);
const yesNo = (value: boolean | undefined): YesNo | undefined =>
  value === undefined ? undefined : value ? 'yes' : 'no';

/** The saved request as form values (every step starts from what the server has). */
export function toWizardValues(request: FinancingRequest): WizardValues {
  const own = request.own_property;
  const loans = request.active_loan_monthly_amount;
  return {
    employment_type: request.employment_type,
    employment_sub_type: request.employment_sub_type,
    employer_name: request.employer_name,
    salary_bank_id: str(request.salary_bank_id),
    monthly_income: str(request.monthly_income),
    official_obligations: str(request.official_obligations),
    additional_obligations: str(request.additional_obligations),
    has_existing_mortgage: yesNo(request.has_existing_mortgage),
    has_active_loans: loans === undefined ? undefined : loans > 0 ? 'yes' : 'no',
    active_loan_monthly_amount: loans ? String(loans) : undefined,
    active_loan_remaining_months: loans ? str(request.active_loan_remaining_months) : undefined,
    family_members: str(request.family_members),
    supported_by_housing_ministry: request.supported_by_housing_ministry ?? false,
    nationality: request.nationality,
    marital_status: request.marital_status,
    residence_city_id: str(request.residence_city_id),
    age: str(request.age),
    property_source: own ? 'own' : 'reservation',
    reservation_id: str(request.reservation_id),
    own_property: {
      description: own?.description,
      city_id: str(own?.city_id),
      estimated_price: str(own?.estimated_price),
      deed_number: own?.deed_number,
    },
    property_type: request.property_type,
    property_readiness: request.property_readiness,
    region_id: str(request.region_id),
    address: request.address,
    loan_percent: str(request.loan_percent),
    loan_term_years: str(request.loan_term_years),
    down_payment: str(request.down_payment),
    preferred_monthly_installment: str(request.preferred_monthly_installment),
    fees_option: request.fees_option,
  };
}
