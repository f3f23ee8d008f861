import { describe, expect, it } from 'vitest';
import { toStepBody } from './step-bodies';
import { validateStep } from './step-validation';
import { firstIncompleteStep } from './steps';
import { lendingLimits } from '@/lib/lending/lending-rules';

const limits = { loanAmountMin: 100_000, loanAmountMax: 5_000_000, minimumIncome: 4_000 };

describe('validateStep', () => {
  it('asks for the rank only when the employment type has sub-types', () => {
    const context = { typesWithSubTypes: ['military'] };
    expect(validateStep('employment', { employment_type: 'military' }, context)).toEqual({
      employment_sub_type: 'employment_sub_type__required',
    });
    expect(validateStep('employment', { employment_type: 'government' }, context)).toEqual({});
    expect(validateStep('employment', {}, context)).toEqual({
      employment_type: 'employment_type__required',
    });
  });

  it('reads Arabic-Indic amounts and names the server codes of the financial step', () => {
    expect(
      validateStep('financial', { monthly_income: '١٨٬٥٠٠', official_obligations: '0' }, limits),
    ).toEqual({});
    expect(validateStep('financial', { monthly_income: '3000' }, limits)).toEqual({
      monthly_income: 'monthly_income__below_minimum',
      official_obligations: 'monthly_obligations__required',
    });
  });

  it('needs the remaining months of active loans, and sends zeros without active loans', () => {
    expect(
      validateStep('loans', {
        has_existing_mortgage: 'no',
        has_active_loans: 'yes',
        active_loan_monthly_amount: '1500',
        active_loan_remaining_months: '0',
      }),
    ).toEqual({ active_loan_remaining_months: 'active_loan_months__required' });
    const values = { has_existing_mortgage: 'no', has_active_loans: 'no' } as const;
    expect(validateStep('loans', values)).toEqual({});
    expect(toStepBody('loans', values)).toEqual({
      has_existing_mortgage: false,
      active_loan_monthly_amount: 0,
      active_loan_remaining_months: 0,
    });
  });

  it('keeps family members between 1 and 20 and age at 18 or more', () => {
    const base = {
      nationality: 'SA',
      marital_status: 'married',
      residence_city_id: '1',
      supported_by_housing_ministry: false,
    };
    expect(validateStep('additional', { ...base, family_members: '4', age: '35' })).toEqual({});
    expect(validateStep('additional', { ...base, family_members: '21', age: '17' })).toEqual({
      family_members: 'family_members__invalid',
      age: 'age__underage',
    });
  });

  it('checks an own property with nested fields, and a reservation by its code', () => {
    expect(validateStep('property', { property_source: 'reservation' })).toEqual({
      reservation_id: 'reservation__required',
    });
    const errors = validateStep('property', {
      property_source: 'own',
      own_property: { description: 'Villa in Al Narjis', estimated_price: 'abc' },
      property_type: 'house',
      property_readiness: 'ready_unit',
      region_id: '1',
      address: 'Al Narjis, street 12',
    });
    expect(errors).toEqual({
      own_property: { city_id: 'city__required', estimated_price: 'estimated_value__invalid' },
    });
  });

  it('puts the loan amount range and the loan-to-value cap at the down payment, with the amounts', () => {
    const values = {
      loan_percent: '80',
      loan_term_years: '25',
      preferred_monthly_installment: '5000',
      fees_option: 'none',
    };
    const context = { ...limits, price: 1_000_000, lending: lendingLimits() };
    const coded = (code: string, figures: Record<string, number>) => ({
      code,
      meta: { by_code: { [code]: figures } },
    });
    expect(validateStep('financing', { ...values, down_payment: '200000' }, context)).toEqual({});
    expect(validateStep('financing', { ...values, down_payment: '950000' }, context)).toEqual({
      down_payment: coded('loan_amount__below_minimum', {
        limit: 900_000,
        by: 50_000,
        min: 100_000,
      }),
    });
    expect(validateStep('financing', { ...values, down_payment: '٥٠٠٠٠' }, context)).toEqual({
      down_payment: coded('down_payment__below_ltv', { limit: 100_000, by: 50_000, percent: 90 }),
    });
    expect(validateStep('financing', { ...values, down_payment: '1200000' }, context)).toEqual({
      down_payment: 'down_payment__invalid',
    });
    expect(
      validateStep(
        'financing',
        { ...values, down_payment: '200000', loan_term_years: '31' },
        context,
      ),
    ).toEqual({ loan_term_years: 'loan_term__invalid' });
  });

  it('refuses an installment above the debt-burden cap and a term past the maximum age, at once', () => {
    const context = {
      price: 1_000_000,
      lending: lendingLimits(),
      applicant: { firstHome: true, income: 12_000, obligations: 1_000, age: 50 },
    };
    const values = {
      loan_percent: '80',
      down_payment: '200000',
      loan_term_years: '25',
      preferred_monthly_installment: '8000',
      fees_option: 'add_to_loan',
    };
    expect(validateStep('financing', values, context)).toEqual({
      preferred_monthly_installment: {
        code: 'monthly_installment__above_dbr',
        meta: {
          by_code: { monthly_installment__above_dbr: { limit: 5_600, by: 2_400, percent: 55 } },
        },
      },
      loan_term_years: {
        code: 'loan_term__beyond_max_age',
        meta: { by_code: { loan_term__beyond_max_age: { limit: 20, by: 5, age: 70 } } },
      },
    });
  });
});

describe('firstIncompleteStep', () => {
  it('opens the first step that misses a field', () => {
    expect(firstIncompleteStep(['age', 'fees_option'])).toBe('additional');
    expect(firstIncompleteStep([])).toBe('employment');
  });
});
