import type { ErrorCode, FinancingRequestInput } from '../../../generated/model';
import { cityById, regionById } from '../geo';
import { bankById } from '../banks';
import { MINIMUM_INCOME } from './store';

/**
 * One check per input field (the formats and ranges of `FinancingRequestInput`): an error code, `drop`
 * (a field without an error code of its own, silently not saved), or nothing when the value is fine.
 */
type Check = (value: unknown) => ErrorCode | 'drop' | undefined;
type Field = keyof FinancingRequestInput;

export const EMPLOYMENT_TYPES = [
  'government',
  'semi_government',
  'private',
  'military',
  'businessman',
  'retiree_ppa',
  'retiree_gosi',
  'unemployed',
];
/** Employment types whose `employment_sub_type` is required. */
export const TYPES_WITH_SUB_TYPES = ['military'];
const PROPERTY_TYPES = ['flat', 'house', 'apartment', 'studio', 'room', 'hotel_apartment', 'other'];
const READINESS = ['ready_unit', 'sale_on_map', 'self_built', 'other'];
const FEES_OPTIONS = ['none', 'add_to_loan', 'pay_upfront'];

export const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
export const isIntIn = (
  value: unknown,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
export const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.trim().length >= min && value.length <= max;

const oneOf =
  (values: string[], code: ErrorCode): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? undefined : code;
const money =
  (code: ErrorCode): Check =>
  (value) =>
    isMoney(value) ? undefined : code;
const intIn =
  (min: number, max: number, code: ErrorCode): Check =>
  (value) =>
    isIntIn(value, min, max) ? undefined : code;
const text =
  (min: number, max: number, code: ErrorCode | 'drop'): Check =>
  (value) =>
    isText(value, min, max) ? undefined : code;
const bool =
  (code: ErrorCode | 'drop'): Check =>
  (value) =>
    typeof value === 'boolean' ? undefined : code;

export const FIELD_CHECKS: Partial<Record<Field, Check>> = {
  employment_type: (value) => {
    if (typeof value !== 'string' || !EMPLOYMENT_TYPES.includes(value))
      return 'employment_type__invalid';
    return value === 'unemployed' ? 'employment_type__not_allowed' : undefined;
  },
  employment_sub_type: text(1, 50, 'employment_sub_type__invalid'),
  employer_name: text(0, 150, 'drop'),
  salary_bank_id: (value) => (isIntIn(value, 1) && bankById(value) ? undefined : 'drop'),
  property_type: oneOf(PROPERTY_TYPES, 'property_type__invalid'),
  property_readiness: oneOf(READINESS, 'property_readiness__invalid'),
  region_id: (value) => (isIntIn(value, 1) && regionById(value) ? undefined : 'region__invalid'),
  city_id: (value) => (isIntIn(value, 1) && cityById(value) ? undefined : 'city__invalid'),
  address: text(3, 250, 'address__invalid'),
  estimated_price: (value) =>
    isMoney(value) && value > 0 ? undefined : 'estimated_value__invalid',
  monthly_income: (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return 'monthly_income__invalid';
    return value < MINIMUM_INCOME ? 'monthly_income__below_minimum' : undefined;
  },
  official_obligations: money('monthly_obligations__invalid'),
  additional_obligations: money('monthly_obligations__invalid'),
  age: (value) => {
    if (!isIntIn(value, 0, 100)) return 'age__invalid';
    return value < 18 ? 'age__underage' : undefined;
  },
  nationality: text(1, 20, 'nationality__invalid'),
  marital_status: text(1, 30, 'marital_status__invalid'),
  residence_city_id: intIn(1, Number.MAX_SAFE_INTEGER, 'residence_city__invalid'),
  loan_percent: (value) =>
    typeof value === 'number' && value >= 1 && value <= 100 ? undefined : 'loan_percent__invalid',
  loan_term_years: intIn(1, 30, 'loan_term__invalid'),
  down_payment: money('down_payment__invalid'),
  preferred_monthly_installment: money('monthly_installment__required'),
  family_members: intIn(1, 20, 'family_members__invalid'),
  supported_by_housing_ministry: bool('drop'),
  has_existing_mortgage: bool('mortgage_option__required'),
  active_loan_monthly_amount: money('active_loan_amount__required'),
  active_loan_remaining_months: intIn(0, 360, 'active_loan_months__required'),
  fees_option: oneOf(FEES_OPTIONS, 'fees_option__required'),
};

/** The fields needed to reach `filled`, in the contract's order, and the code submit answers for each. */
export const REQUIRED_FIELDS: [string, ErrorCode][] = [
  ['employment_type', 'employment_type__required'],
  ['employment_sub_type', 'employment_sub_type__required'],
  ['monthly_income', 'monthly_income__required'],
  ['official_obligations', 'monthly_obligations__required'],
  ['property_type', 'property_type__required'],
  ['property_readiness', 'property_readiness__required'],
  ['region_id', 'region__required'],
  ['city_id', 'city__required'],
  ['address', 'address__required'],
  ['estimated_price', 'estimated_value__required'],
  ['age', 'age__required'],
  ['nationality', 'nationality__required'],
  ['marital_status', 'marital_status__required'],
  ['residence_city_id', 'residence_city__required'],
  ['loan_percent', 'loan_percent__required'],
  ['loan_term_years', 'loan_term__required'],
  ['down_payment', 'down_payment__required'],
  ['preferred_monthly_installment', 'monthly_installment__required'],
  ['family_members', 'family_members__required'],
  ['has_existing_mortgage', 'mortgage_option__required'],
  ['active_loan_monthly_amount', 'active_loan_amount__required'],
  ['active_loan_remaining_months', 'active_loan_months__required'],
  ['fees_option', 'fees_option__required'],
  ['reservation_id', 'reservation__required'],
];

export function missingFields(input: FinancingRequestInput): string[] {
  const values = input as Record<string, unknown>;
  return REQUIRED_FIELDS.map(([field]) => field).filter((field) => {
    if (field === 'employment_sub_type') {
      return (
        TYPES_WITH_SUB_TYPES.includes(input.employment_type ?? '') && values[field] === undefined
      );
    }
    if (field === 'reservation_id')
      return input.reservation_id === undefined && input.own_property === undefined;
    return values[field] === undefined;
  });
}

export const requiredCodesOf = (fields: string[]): ErrorCode[] =>
  REQUIRED_FIELDS.filter(([field]) => fields.includes(field)).map(([, code]) => code);
