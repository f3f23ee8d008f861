import { defineMessages } from '@/i18n/define-messages';

export const financingCodeMessages = defineMessages({
  financing_request__not_found: {
    id: 'errors.code.financing_request__not_found',
    defaultMessage: 'This financing request was not found. Please check your requests.',
    description: 'Error code financing_request__not_found: unknown financing request',
  },
  financing_request__status_invalid: {
    id: 'errors.code.financing_request__status_invalid',
    defaultMessage:
      'This financing request can no longer be changed. Please refresh the page to see its current status.',
    description:
      'Error code financing_request__status_invalid: the financing request status does not allow the action',
  },
  financing_request__incomplete: {
    id: 'errors.code.financing_request__incomplete',
    defaultMessage: 'Your financing request is incomplete. Please fill in the missing details.',
    description:
      'Error code financing_request__incomplete: submitting a financing request with missing fields',
  },
  financing_request__already_exists: {
    id: 'errors.code.financing_request__already_exists',
    defaultMessage:
      'This reservation already has a financing request. Please continue it from your requests.',
    description:
      'Error code financing_request__already_exists: a second financing request for the same reservation',
  },
  financing__no_offers_for_employment_type: {
    id: 'errors.code.financing__no_offers_for_employment_type',
    defaultMessage:
      'There are no financing offers for your employment sector at the moment. Please check again later.',
    description:
      'Error code financing__no_offers_for_employment_type: no bank offers for the employment type',
  },
  employment_type__not_allowed: {
    id: 'errors.code.employment_type__not_allowed',
    defaultMessage:
      'Financing is not available for your employment sector. Please contact us to learn about other options.',
    description: 'Error code employment_type__not_allowed: the employment type is not eligible',
  },
  employment_type__required: {
    id: 'errors.code.employment_type__required',
    defaultMessage: 'Please choose your employment sector.',
    description: 'Error code employment_type__required: the employment type is missing',
  },
  employment_type__invalid: {
    id: 'errors.code.employment_type__invalid',
    defaultMessage: 'Please choose an employment sector from the list.',
    description: 'Error code employment_type__invalid: the employment type is not known',
  },
  employment_sub_type__required: {
    id: 'errors.code.employment_sub_type__required',
    defaultMessage: 'Please choose your employment category.',
    description:
      'Error code employment_sub_type__required: the employment sub-type (e.g. military rank group) is missing',
  },
  financing_data__unavailable: {
    id: 'errors.code.financing_data__unavailable',
    defaultMessage:
      'Your financial data is not available from the credit bureau (SIMAH). Please make sure you gave your consent, then try again later.',
    description:
      'Error code financing_data__unavailable: no record at the credit bureau, or no consent',
  },
  financing__service_unavailable: {
    id: 'errors.code.financing__service_unavailable',
    defaultMessage: 'The financing service is not available right now. Please try again later.',
    description: 'Error code financing__service_unavailable: the financing service does not answer',
  },
  offer__not_found: {
    id: 'errors.code.offer__not_found',
    defaultMessage: 'This offer is no longer available. Please check your other offers.',
    description: 'Error code offer__not_found: unknown financing offer',
  },
  offer__expired: {
    id: 'errors.code.offer__expired',
    defaultMessage: 'This offer has expired. Please choose another offer or request new offers.',
    description: 'Error code offer__expired: the financing offer has expired',
  },
  loan_amount__out_of_range: {
    id: 'errors.code.loan_amount__out_of_range',
    defaultMessage: 'The loan amount is outside the allowed range. Please change the down payment.',
    description:
      'Error code loan_amount__out_of_range: the loan amount is below the minimum or above the maximum',
  },
  down_payment__below_ltv: {
    id: 'errors.code.down_payment__below_ltv',
    defaultMessage:
      'The down payment is too small for the share of the price a bank may finance. Please raise it.',
    description: 'Error code down_payment__below_ltv: the loan is above the loan-to-value cap',
  },
  loan_amount__below_minimum: {
    id: 'errors.code.loan_amount__below_minimum',
    defaultMessage: 'The loan amount is below the smallest loan. Please lower the down payment.',
    description:
      'Error code loan_amount__below_minimum: the loan (price minus down payment) is below the minimum loan',
  },
  loan_amount__above_maximum: {
    id: 'errors.code.loan_amount__above_maximum',
    defaultMessage: 'The loan amount is above the largest loan. Please raise the down payment.',
    description: 'Error code loan_amount__above_maximum: the loan is above the maximum loan',
  },
  monthly_installment__above_dbr: {
    id: 'errors.code.monthly_installment__above_dbr',
    defaultMessage:
      'The monthly installment is above what your income allows under the debt-burden limit. Please lower it.',
    description:
      'Error code monthly_installment__above_dbr: the installment plus other obligations is above the debt-burden cap of the income',
  },
  loan_term__beyond_max_age: {
    id: 'errors.code.loan_term__beyond_max_age',
    defaultMessage:
      'The loan would end after the oldest age a bank finances to. Please shorten the term.',
    description:
      'Error code loan_term__beyond_max_age: the age at the end of the term is above the maximum',
  },
  monthly_income__required: {
    id: 'errors.code.monthly_income__required',
    defaultMessage: 'Please enter your monthly income.',
    description: 'Error code monthly_income__required: the monthly income is missing',
  },
  monthly_income__invalid: {
    id: 'errors.code.monthly_income__invalid',
    defaultMessage: 'Please enter your monthly income as an amount in riyals.',
    description: 'Error code monthly_income__invalid: the monthly income is not a number',
  },
  monthly_income__below_minimum: {
    id: 'errors.code.monthly_income__below_minimum',
    defaultMessage:
      'Your monthly income is below the minimum for financing. Please check the amount you entered.',
    description:
      'Error code monthly_income__below_minimum: the monthly income is below the minimum',
  },
  monthly_obligations__required: {
    id: 'errors.code.monthly_obligations__required',
    defaultMessage: 'Please enter your monthly obligations, or 0 if you have none.',
    description: 'Error code monthly_obligations__required: the monthly obligations are missing',
  },
  monthly_obligations__invalid: {
    id: 'errors.code.monthly_obligations__invalid',
    defaultMessage: 'Please enter the monthly obligations as an amount of 0 or more.',
    description: 'Error code monthly_obligations__invalid: the monthly obligations are not valid',
  },
  loan_percent__required: {
    id: 'errors.code.loan_percent__required',
    defaultMessage: 'Please enter the financing percentage.',
    description: 'Error code loan_percent__required: the loan percentage is missing',
  },
  loan_percent__invalid: {
    id: 'errors.code.loan_percent__invalid',
    defaultMessage:
      'The financing percentage does not match the loan amount. Please check the price and down payment.',
    description: 'Error code loan_percent__invalid: the loan percentage does not match the amounts',
  },
  loan_term__required: {
    id: 'errors.code.loan_term__required',
    defaultMessage: 'Please choose the loan term.',
    description: 'Error code loan_term__required: the loan term in years is missing',
  },
  loan_term__invalid: {
    id: 'errors.code.loan_term__invalid',
    defaultMessage: 'Please choose a loan term within the allowed number of years.',
    description: 'Error code loan_term__invalid: the loan term is out of range',
  },
  down_payment__required: {
    id: 'errors.code.down_payment__required',
    defaultMessage: 'Please enter the down payment.',
    description: 'Error code down_payment__required: the down payment is missing',
  },
  down_payment__invalid: {
    id: 'errors.code.down_payment__invalid',
    defaultMessage: 'The down payment cannot be more than the property price. Please check it.',
    description:
      'Error code down_payment__invalid: the down payment is above the price or not valid',
  },
  monthly_installment__required: {
    id: 'errors.code.monthly_installment__required',
    defaultMessage: 'Please enter your preferred monthly installment.',
    description:
      'Error code monthly_installment__required: the preferred monthly installment is missing',
  },
  estimated_value__required: {
    id: 'errors.code.estimated_value__required',
    defaultMessage: 'Please enter the estimated value of the property.',
    description: 'Error code estimated_value__required: the estimated property price is missing',
  },
  estimated_value__invalid: {
    id: 'errors.code.estimated_value__invalid',
    defaultMessage: 'Please enter a property value greater than 0.',
    description: 'Error code estimated_value__invalid: the estimated property price is not valid',
  },
  age__required: {
    id: 'errors.code.age__required',
    defaultMessage: 'Please enter your age.',
    description: 'Error code age__required: the age is missing',
  },
  age__invalid: {
    id: 'errors.code.age__invalid',
    defaultMessage: 'Please enter your age in whole years, up to 100.',
    description: 'Error code age__invalid: the age is not a whole number from 0 to 100',
  },
  age__underage: {
    id: 'errors.code.age__underage',
    defaultMessage: 'You must be at least 18 years old to apply for financing.',
    description: 'Error code age__underage: the age is under 18',
  },
  family_members__required: {
    id: 'errors.code.family_members__required',
    defaultMessage: 'Please enter the number of family members.',
    description: 'Error code family_members__required: the number of family members is missing',
  },
  family_members__invalid: {
    id: 'errors.code.family_members__invalid',
    defaultMessage: 'The number of family members must be between 1 and 20.',
    description: 'Error code family_members__invalid: the number of family members is out of range',
  },
  property_readiness__required: {
    id: 'errors.code.property_readiness__required',
    defaultMessage: 'Please choose the building status of the property.',
    description:
      'Error code property_readiness__required: the property readiness (building status) is missing',
  },
  property_readiness__invalid: {
    id: 'errors.code.property_readiness__invalid',
    defaultMessage: 'Please choose a building status from the list.',
    description: 'Error code property_readiness__invalid: the property readiness is not known',
  },
  fees_option__required: {
    id: 'errors.code.fees_option__required',
    defaultMessage: 'Please choose how you want to pay the fees.',
    description: 'Error code fees_option__required: the fees option is missing',
  },
  mortgage_option__required: {
    id: 'errors.code.mortgage_option__required',
    defaultMessage: 'Please tell us whether you have an existing home loan.',
    description: 'Error code mortgage_option__required: the existing-mortgage answer is missing',
  },
  active_loan_amount__required: {
    id: 'errors.code.active_loan_amount__required',
    defaultMessage: 'Please enter the monthly payment of your active loans, or 0 if you have none.',
    description:
      'Error code active_loan_amount__required: the monthly amount of active loans is missing',
  },
  active_loan_months__required: {
    id: 'errors.code.active_loan_months__required',
    defaultMessage:
      'Please enter the remaining months of your active loans, or 0 if you have none.',
    description:
      'Error code active_loan_months__required: the remaining months of active loans are missing',
  },
  own_property__invalid: {
    id: 'errors.code.own_property__invalid',
    defaultMessage: 'Please check the details of your property (city and estimated value).',
    description: 'Error code own_property__invalid: the own-property details are not valid',
  },
});
