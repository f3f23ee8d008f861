import { defineMessages } from '@/i18n/define-messages';
import { financeMessages } from '@/i18n/shared-messages';

export const calculatorMessages = {
  ...defineMessages({
    title: {
      id: 'calculator.form.title',
      defaultMessage: 'Financing calculator',
      description: 'Heading of the calculator',
    },
    intro: {
      id: 'calculator.form.intro',
      defaultMessage: 'Estimate your monthly installment. Results update as you type.',
      description: 'Text under the calculator heading',
    },
    price: {
      id: 'calculator.form.price',
      defaultMessage: 'Property price (SAR)',
      description: 'Field label',
    },
    years: {
      id: 'calculator.form.years',
      defaultMessage: 'Loan term in years',
      description: 'Field label',
    },
    rate: {
      id: 'calculator.form.rate',
      defaultMessage: 'Profit margin (mortgage rates)',
      description: 'Field label: the annual rate',
    },
    rateOption: {
      id: 'calculator.form.rateOption',
      defaultMessage: '{bank} – {product}: {rate}',
      description: 'One rate in the profit margin list',
    },
    rateDefault: {
      id: 'calculator.form.rateDefault',
      defaultMessage: 'Market average: {rate}',
      description: 'The default rate in the profit margin list',
    },
    ratesUpdated: {
      id: 'calculator.form.ratesUpdated',
      defaultMessage: 'Rates updated {date}',
      description: 'Hint under the rates',
    },
    ratesLoading: {
      id: 'calculator.form.ratesLoading',
      defaultMessage: 'Loading rates…',
      description: 'While the rates load',
    },
    addFees: {
      id: 'calculator.form.addFees',
      defaultMessage: 'Add the bank fees to the loan',
      description: 'Checkbox: the fees are financed',
    },
    feesPercent: {
      id: 'calculator.form.feesPercent',
      defaultMessage: 'Fees (% of the price, up to {max})',
      description: 'Field label',
    },
    firstHome: {
      id: 'calculator.form.firstHome',
      defaultMessage: 'This is my first home',
      description: 'Checkbox label',
    },
    results: {
      id: 'calculator.results.title',
      defaultMessage: 'Your estimate',
      description: 'Heading of the results',
    },
    fees: {
      id: 'calculator.results.fees',
      defaultMessage: 'Fees added to the loan',
      description: 'Result label',
    },
    fixResults: {
      id: 'calculator.results.fix',
      defaultMessage: 'Correct the highlighted fields to see the estimate.',
      description: 'Shown instead of results while inputs are invalid',
    },
    estimateNote: {
      id: 'calculator.rules.estimateNote',
      defaultMessage:
        'These are estimates, not an offer. Rules: first-home loan-to-value up to {ltv} (Saudi Central Bank, SAMA, 2018); debt-burden limit from {dbr} of income for all finance and {dbrHousing} for housing-program beneficiaries, by income band (SAMA responsible lending principles).',
      description: 'Sources of the rules under the calculator',
    },
    affordabilityTitle: {
      id: 'calculator.affordability.title',
      defaultMessage: 'How much can I borrow?',
      description: 'Heading of the affordability estimate',
    },
    income: {
      id: 'calculator.affordability.income',
      defaultMessage: 'Monthly income (SAR)',
      description: 'Field label',
    },
    obligations: {
      id: 'calculator.affordability.obligations',
      defaultMessage: 'Other monthly installments (SAR)',
      description: 'Field label',
    },
    housingProgram: {
      id: 'calculator.affordability.housingProgram',
      defaultMessage: 'I am a housing-program (Sakani) beneficiary',
      description: 'Checkbox label',
    },
    maxInstallment: {
      id: 'calculator.affordability.maxInstallment',
      defaultMessage: 'Largest installment ({dbr} of income)',
      description: 'Result label',
    },
    maxLoan: {
      id: 'calculator.affordability.maxLoan',
      defaultMessage: 'Estimated largest loan',
      description: 'Result label',
    },
    maxPrice: {
      id: 'calculator.affordability.maxPrice',
      defaultMessage: 'Estimated home price with the smallest down payment',
      description: 'Result label',
    },
    affordabilityHint: {
      id: 'calculator.affordability.hint',
      defaultMessage: 'Uses the term and profit margin chosen above.',
      description: 'Hint of the affordability estimate',
    },
    enterIncome: {
      id: 'calculator.affordability.enterIncome',
      defaultMessage: 'Enter your monthly income to see the estimate.',
      description: 'Shown until an income is typed',
    },
  }),
  downPayment: financeMessages.downPayment,
  loanAmount: financeMessages.loanAmount,
  monthlyInstallment: financeMessages.monthlyInstallment,
  totalCost: financeMessages.totalCost,
  totalProfit: financeMessages.totalProfit,
};

export const calculatorErrorMessages = defineMessages({
  required: {
    id: 'calculator.errors.required',
    defaultMessage: 'Enter a value.',
    description: 'Field error: the field is empty',
  },
  notNumber: {
    id: 'calculator.errors.notNumber',
    defaultMessage:
      '{field, select, price {Enter the price in numbers, e.g. {example, number}.} downPayment {Enter the down payment in numbers, e.g. {example, number}.} years {Enter the term in numbers, e.g. {example, number}.} feesPercent {Enter the fees in numbers, e.g. {example, number}.} income {Enter the monthly income in numbers, e.g. {example, number}.} other {Enter the other installments in numbers, e.g. {example, number}.}}',
    description:
      'Field error: letters or other text that is not a number were typed ({field}: the field, {example}: a number to type)',
  },
  negative: {
    id: 'calculator.errors.negative',
    defaultMessage:
      '{field, select, price {The price cannot be negative.} downPayment {The down payment cannot be negative.} income {The monthly income cannot be negative.} other {The other installments cannot be negative.}}',
    description: 'Field error: a number below zero was typed ({field}: the field)',
  },
  tooLarge: {
    id: 'calculator.errors.tooLarge',
    defaultMessage: 'Enter an amount up to {max}.',
    description:
      'Field error: the amount typed is larger than any home price ({max}: the largest, SAR)',
  },
  positive: {
    id: 'calculator.errors.positive',
    defaultMessage: 'Enter an amount greater than 0.',
    description: 'Field error',
  },
  belowPrice: {
    id: 'calculator.errors.belowPrice',
    defaultMessage: 'The down payment must be less than the price.',
    description: 'Field error',
  },
  yearsRange: {
    id: 'calculator.errors.yearsRange',
    defaultMessage: 'Enter a whole number of years from {min} to {max}.',
    description: 'Field error',
  },
  feesRange: {
    id: 'calculator.errors.feesRange',
    defaultMessage: 'Enter a percent from 0 to {max}.',
    description: 'Field error',
  },
  belowLtv: {
    id: 'calculator.errors.belowLtv',
    defaultMessage:
      '{firstHome, select, yes {A first home} other {A home that is not your first}} can be financed up to {percent} of its value: the down payment must be at least {amount}.',
    description:
      'Down payment error ({firstHome}: yes for a first home, no otherwise; {percent}: the loan-to-value cap; {amount}: the smallest down payment, SAR)',
  },
  aboveMax: {
    id: 'calculator.errors.aboveMax',
    defaultMessage:
      'The loan would be {loan}; the most a bank can lend is {max}: raise the down payment to at least {amount} or lower the price.',
    description:
      'Down payment error: the loan (price less down payment, {loan}) is above the largest loan ({max}); {amount}: the smallest down payment that keeps every rule, SAR',
  },
  belowMin: {
    id: 'calculator.errors.belowMin',
    defaultMessage:
      'The loan would be {loan}; the smallest loan a bank gives is {min}: lower the down payment or raise the price.',
    description:
      'Down payment error: the loan (price less down payment, {loan}) is below the smallest loan ({min}), SAR',
  },
});
