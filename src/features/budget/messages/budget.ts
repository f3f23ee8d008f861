import { defineMessages } from '@/i18n/define-messages';

export const budgetMessages = defineMessages({
  intro: {
    id: 'budget.check.intro',
    defaultMessage:
      'Find out what the responsible-lending rules let you borrow for before you choose a home. Nothing you type leaves this page until you save it.',
    description: 'Budget check page: what it does',
  },
  income: {
    id: 'budget.field.income',
    defaultMessage: 'Your monthly income (SAR)',
    description: 'Budget check field: salary and allowances a month',
  },
  incomeHint: {
    id: 'budget.field.incomeHint',
    defaultMessage: 'Salary and allowances, before deductions.',
    description: 'Budget check field hint: what counts as income',
  },
  obligations: {
    id: 'budget.field.obligations',
    defaultMessage: 'Monthly obligations (SAR)',
    description: 'Budget check field: instalments of other loans a month',
  },
  obligationsHint: {
    id: 'budget.field.obligationsHint',
    defaultMessage: 'Instalments of personal loans, cars and credit cards; 0 if none.',
    description: 'Budget check field hint: what counts as an obligation',
  },
  employmentType: {
    id: 'budget.field.employmentType',
    defaultMessage: 'Employment',
    description: 'Budget check field: employment sector',
  },
  subType: {
    id: 'budget.field.subType',
    defaultMessage: 'Rank',
    description: 'Budget check field: military rank group, when the employment is military',
  },
  age: {
    id: 'budget.field.age',
    defaultMessage: 'Your age (years)',
    description: 'Budget check field: the customer’s age',
  },
  firstHome: {
    id: 'budget.field.firstHome',
    defaultMessage: 'It would be my first home',
    description: 'Budget check checkbox: first home (a larger loan share)',
  },
  housingSupport: {
    id: 'budget.field.housingSupport',
    defaultMessage: 'I am supported by REDF or the housing ministry (Sakani)',
    description: 'Budget check checkbox: housing-program support (a higher debt-burden cap)',
  },
  choose: {
    id: 'budget.field.choose',
    defaultMessage: 'Choose',
    description: 'Empty choice of a select in the budget check',
  },
  check: {
    id: 'budget.check.submit',
    defaultMessage: 'Check my budget',
    description: 'Budget check: button that works out the budget',
  },
  resultTitle: {
    id: 'budget.result.title',
    defaultMessage: 'What you can borrow for',
    description: 'Budget check: heading of the result',
  },
  maxPrice: {
    id: 'budget.result.maxPrice',
    defaultMessage: 'Highest price',
    description: 'Budget result label: the highest home price the rules allow',
  },
  downPayment: {
    id: 'budget.result.downPayment',
    defaultMessage: 'Down payment',
    description: 'Budget result label: the down payment of the highest price',
  },
  downPaymentValue: {
    id: 'budget.result.downPaymentValue',
    defaultMessage: '{amount} ({percent} of the price)',
    description: 'Budget result value: down payment and its share of the price',
  },
  installment: {
    id: 'budget.result.installment',
    defaultMessage: 'Monthly instalment',
    description: 'Budget result label: the instalment range',
  },
  installmentRange: {
    id: 'budget.result.installmentRange',
    defaultMessage: '{min} to {max} a month',
    description: 'Budget result value: the smallest loan’s instalment to the highest price’s',
  },
  term: {
    id: 'budget.result.term',
    defaultMessage: 'Term and rate',
    description: 'Budget result label: loan term and the profit rate used',
  },
  termValue: {
    id: 'budget.result.termValue',
    defaultMessage: '{years, plural, one {# year} other {# years}} at {rate} a year',
    description: 'Budget result value: term in years and the annual profit rate',
  },
  limitObligations: {
    id: 'budget.limit.obligations',
    defaultMessage: 'Your obligations limit the instalment to {amount} a month.',
    description: 'What limits the budget: the debt-burden cap less other obligations',
  },
  limitDbr: {
    id: 'budget.limit.dbr',
    defaultMessage:
      'The debt-burden cap ({percent} of your income) limits the instalment to {amount} a month.',
    description: 'What limits the budget: the debt-burden cap of the income band',
  },
  limitAge: {
    id: 'budget.limit.age',
    defaultMessage:
      'Your age limits the term to {years, plural, one {# year} other {# years}}: the loan must end by {maxAge}.',
    description: 'What limits the budget: the age at the end of the term',
  },
  limitNoTerm: {
    id: 'budget.limit.noTerm',
    defaultMessage: 'A home loan must end by the age of {maxAge}, so none can start now.',
    description: 'What limits the budget: no term is left before the maximum age',
  },
  limitLoanMax: {
    id: 'budget.limit.loanMax',
    defaultMessage: 'The largest loan, {amount}, limits the price.',
    description: 'What limits the budget: the maximum loan amount',
  },
  limitLoanMin: {
    id: 'budget.limit.loanMin',
    defaultMessage:
      'The loan your income allows is below the smallest loan, {amount}, so no home loan is possible now.',
    description: 'What limits the budget: the loan allowed is under the minimum loan',
  },
  limitEmployment: {
    id: 'budget.limit.employment',
    defaultMessage: 'Lenders do not finance homes for this employment.',
    description: 'What limits the budget: the employment type is not financed',
  },
  validUntil: {
    id: 'budget.result.validUntil',
    defaultMessage: 'Valid until {date}: rates and rules change, so check again then.',
    description: 'Budget result: the day the budget stops holding',
  },
  estimate: {
    id: 'budget.result.estimate',
    defaultMessage:
      'An estimate on the central bank’s rules and today’s average rate, not a bank’s offer.',
    description: 'Budget result: disclaimer',
  },
  save: {
    id: 'budget.save.submit',
    defaultMessage: 'Save to my account',
    description: 'Budget check: save the budget to the account',
  },
  saved: {
    id: 'budget.save.done',
    defaultMessage: 'Your budget is saved. Listings now show how they fit it.',
    description: 'Budget check: the budget was saved',
  },
  savedOn: {
    id: 'budget.save.savedOn',
    defaultMessage: 'Saved on {date}.',
    description: 'Budget check: when the shown budget was saved',
  },
  signInToSave: {
    id: 'budget.save.signIn',
    defaultMessage: 'Sign in to save it',
    description: 'Budget check for a guest: link to sign in and save the budget',
  },
  guestNote: {
    id: 'budget.save.guestNote',
    defaultMessage: 'Signed in, you can save it: listings then show how they fit your budget.',
    description: 'Budget check for a guest: why to sign in',
  },
  delete: {
    id: 'budget.delete.submit',
    defaultMessage: 'Delete my saved budget',
    description: 'Budget check: delete the saved budget',
  },
  deleted: {
    id: 'budget.delete.done',
    defaultMessage: 'Your saved budget is deleted.',
    description: 'Budget check: the saved budget was deleted',
  },
  seeHomes: {
    id: 'budget.next.homes',
    defaultMessage: 'See units within your budget',
    description: 'Budget check: link to the units list filtered by the budget',
  },
  startFinancing: {
    id: 'budget.next.financing',
    defaultMessage: 'Start a financing request',
    description: 'Budget check: link to start a financing request from the budget',
  },
  ratesFailed: {
    id: 'budget.check.ratesFailed',
    defaultMessage: 'We could not load today’s rates to work out your budget.',
    description: 'Budget check: the rates did not load',
  },
});
