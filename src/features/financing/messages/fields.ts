import { defineMessages } from '@/i18n/define-messages';
import { formMessages } from '@/components/form/messages';
import { financeMessages, readinessMessages, sharedMessages } from '@/i18n/shared-messages';

/** The labels of the request's fields (also used to name missing fields). */
export const fieldMessages = {
  ...defineMessages({
    employment_type: {
      id: 'financing.field.employmentType',
      defaultMessage: 'Employment sector',
      description: 'Field label',
    },
    employment_sub_type: {
      id: 'financing.field.employmentSubType',
      defaultMessage: 'Rank category',
      description: 'Field label: the military rank group',
    },
    employer_name: {
      id: 'financing.field.employerName',
      defaultMessage: 'Employer',
      description: 'Field label',
    },
    salary_bank_id: {
      id: 'financing.field.salaryBank',
      defaultMessage: 'Bank your salary is paid into',
      description: 'Field label',
    },
    monthly_income: {
      id: 'financing.field.monthlyIncome',
      defaultMessage: 'Net monthly salary (SAR)',
      description: 'Field label',
    },
    official_obligations: {
      id: 'financing.field.officialObligations',
      defaultMessage: 'Monthly obligations recorded at SIMAH (SAR)',
      description: 'Field label: monthly debt payments known to the credit bureau',
    },
    additional_obligations: {
      id: 'financing.field.additionalObligations',
      defaultMessage: 'Other monthly obligations (SAR)',
      description: 'Field label',
    },
    has_existing_mortgage: {
      id: 'financing.field.hasExistingMortgage',
      defaultMessage: 'Do you already have a home-financing loan?',
      description: 'Field label (yes/no)',
    },
    has_active_loans: {
      id: 'financing.field.hasActiveLoans',
      defaultMessage: 'Do you have other active loans (personal, car, credit card)?',
      description: 'Field label (yes/no)',
    },
    active_loan_monthly_amount: {
      id: 'financing.field.activeLoanMonthlyAmount',
      defaultMessage: 'Monthly payment of active loans (SAR)',
      description: 'Field label',
    },
    active_loan_remaining_months: {
      id: 'financing.field.activeLoanRemainingMonths',
      defaultMessage: 'Remaining months',
      description: 'Field label: months left on the active loans',
    },
    family_members: {
      id: 'financing.field.familyMembers',
      defaultMessage: 'Family members (you included)',
      description: 'Field label',
    },
    supported_by_housing_ministry: {
      id: 'financing.field.supportedByHousingMinistry',
      defaultMessage: 'I am eligible for housing support (Sakani)',
      description: 'Checkbox label',
    },
    age: { id: 'financing.field.age', defaultMessage: 'Age (years)', description: 'Field label' },
    reservation_id: {
      id: 'financing.field.reservation',
      defaultMessage: 'Your reserved unit',
      description: 'Field label',
    },
    own_property: {
      id: 'financing.field.ownProperty',
      defaultMessage: 'Your property',
      description: 'Missing-field name: the property outside the platform',
    },
    description: {
      id: 'financing.field.propertyDescription',
      defaultMessage: 'Describe the property',
      description: 'Field label: the own property in the customer words',
    },
    estimated_price: {
      id: 'financing.field.estimatedPrice',
      defaultMessage: 'Estimated price (SAR)',
      description: 'Field label',
    },
    deed_number: {
      id: 'financing.field.deedNumber',
      defaultMessage: 'Title deed number (optional)',
      description: 'Field label',
    },
    property_readiness: {
      id: 'financing.field.propertyReadiness',
      defaultMessage: 'Construction status',
      description: 'Field label',
    },
    address: {
      id: 'financing.field.address',
      defaultMessage: 'District and street',
      description: 'Field label',
    },
    loan_percent: {
      id: 'financing.field.loanPercent',
      defaultMessage: 'Share of the price to finance (%)',
      description: 'Field label',
    },
    loan_term_years: {
      id: 'financing.field.loanTermYears',
      defaultMessage: 'Loan term (years)',
      description: 'Field label',
    },
    preferred_monthly_installment: {
      id: 'financing.field.preferredInstallment',
      defaultMessage: 'Preferred monthly installment (SAR)',
      description: 'Field label',
    },
    fees_option: {
      id: 'financing.field.feesOption',
      defaultMessage: 'Bank fees',
      description: 'Field label (radio group)',
    },
    property_source: {
      id: 'financing.field.propertySource',
      defaultMessage: 'Which property do you want to finance?',
      description: 'Field label (radio group)',
    },
  }),
  nationality: formMessages.nationality,
  marital_status: formMessages.maritalStatus,
  residence_city_id: formMessages.residenceCity,
  city_id: formMessages.city,
  property_type: formMessages.propertyType,
  region_id: formMessages.region,
  down_payment: financeMessages.downPayment,
};

export const choiceMessages = {
  ...defineMessages({
    sourceReservation: {
      id: 'financing.choice.sourceReservation',
      defaultMessage: 'A unit I reserved on the platform',
      description: 'Radio option: finance a reserved unit',
    },
    sourceOwn: {
      id: 'financing.choice.sourceOwn',
      defaultMessage: 'A property outside the platform',
      description: 'Radio option: finance an own property',
    },
    feesNone: {
      id: 'financing.choice.feesNone',
      defaultMessage: 'No fees, or I settle them myself',
      description: 'Fees option none',
    },
    feesAddToLoan: {
      id: 'financing.choice.feesAddToLoan',
      defaultMessage: 'Add them to the loan',
      description: 'Fees option add_to_loan',
    },
    feesPayUpfront: {
      id: 'financing.choice.feesPayUpfront',
      defaultMessage: 'Pay them at signing',
      description: 'Fees option pay_upfront',
    },
  }),
  yes: sharedMessages.yes,
  no: sharedMessages.no,
  ready_unit: readinessMessages.ready_unit,
  sale_on_map: readinessMessages.sale_on_map,
  self_built: readinessMessages.self_built,
  other: readinessMessages.other,
};

export const hintMessages = defineMessages({
  feesAddToLoan: {
    id: 'financing.hint.feesAddToLoan',
    defaultMessage:
      'Up to {percent}% of the property price (about {amount}) may be added to the loan.',
    description: 'Hint of the fees option; percent from the configuration',
  },
  monthlyIncome: {
    id: 'financing.hint.monthlyIncome',
    defaultMessage: 'At least {amount}.',
    description: 'Hint: the minimum income',
  },
  familyMembers: {
    id: 'financing.hint.familyMembers',
    defaultMessage: 'From 1 to 20.',
    description: 'Hint of the family members field',
  },
  age: {
    id: 'financing.hint.age',
    defaultMessage: 'You must be 18 or older.',
    description: 'Hint of the age field',
  },
  deedNumber: {
    id: 'financing.hint.deedNumber',
    defaultMessage: '6 to 20 digits, as written on the deed.',
    description: 'Hint of the deed number field',
  },
  downPayment: {
    id: 'financing.hint.downPayment',
    defaultMessage: 'The loan must be between {min} and {max}.',
    description: 'Hint of the down payment field',
  },
});
