import { defineMessages } from '@/i18n/define-messages';
import { financeMessages, sharedMessages } from '@/i18n/shared-messages';

/** The words of a bank's financing offer. */
export const offerMessages = {
  ...defineMessages({
    bank: { id: 'shared.offer.bank', defaultMessage: 'Bank', description: 'Offers table column' },
    aprShort: {
      id: 'shared.offer.aprShort',
      defaultMessage: 'APR',
      description: 'Offers table column: annual percentage rate, fees included (short)',
    },
    fees: {
      id: 'shared.offer.fees',
      defaultMessage: 'Fees',
      description: 'Offers table column: the bank fee and the administrative fees together',
    },
    loanTerms: {
      id: 'shared.offer.loanTerms',
      defaultMessage:
        'over {years, plural, one {# year} other {# years}}, down payment {downPayment}',
      description: 'Under the loan amount of an offer: its term and the down payment',
    },
    feeParts: {
      id: 'shared.offer.feeParts',
      defaultMessage: 'bank fee {bankFee}, admin fees {adminFees}',
      description: 'Under the fees of an offer: its two parts',
    },
    totalPayable: {
      id: 'shared.offer.totalPayable',
      defaultMessage: 'Total amount payable',
      description: 'Offers table column: loan amount + profit + fees over the term',
    },
    validity: {
      id: 'shared.offer.validity',
      defaultMessage: 'Can be chosen until',
      description: 'Offers table column: the end of the offer validity',
    },
    endsIn: {
      id: 'shared.offer.endsIn',
      defaultMessage: 'ends {relative}',
      description: 'Countdown under the validity date; relative is like "in 3 days"',
    },
    action: {
      id: 'shared.offer.action',
      defaultMessage: 'Your choice',
      description: 'Offers table column with the choose button',
    },
    lowestTotal: {
      id: 'shared.offer.lowestTotal',
      defaultMessage: 'Lowest total cost',
      description: 'Mark on the offer with the lowest total amount payable',
    },
    lowestInstallment: {
      id: 'shared.offer.lowestInstallment',
      defaultMessage: 'Lowest installment',
      description: 'Mark on the offer with the lowest monthly installment',
    },
    sumNote: {
      id: 'shared.offer.sumNote',
      defaultMessage:
        'Total amount payable = loan amount + profit + fees. The fees together are at most {percent} of the loan amount or {amount}, whichever is less.',
      description:
        'Note under the offers table; percent is the fees cap of the loan amount (1%), amount its cap in riyals (SAR 5,000)',
    },
    scrollHint: {
      id: 'shared.offer.scrollHint',
      defaultMessage: 'Compare the offers',
      description:
        'Name of the scrollable offers table region and its caption, and of the list of offer cards on a phone',
    },
    barLegend: {
      id: 'shared.offer.barLegend',
      defaultMessage: 'Bars: the total amount payable of each offer, split into',
      description: 'Legend of the bars in the total column, followed by the parts',
    },
    agent: { id: 'shared.offer.agent', defaultMessage: 'Prepared by', description: 'Offer row' },
    fixed: { id: 'shared.offer.fixed', defaultMessage: 'Fixed', description: 'Loan type fixed' },
    variable: {
      id: 'shared.offer.variable',
      defaultMessage: 'Variable',
      description: 'Loan type variable',
    },
    profitRate: {
      id: 'shared.offer.profitRate',
      defaultMessage: 'Profit rate',
      description: 'Offer row',
    },
    choose: {
      id: 'shared.offer.choose',
      defaultMessage: 'Choose this offer',
      description: 'Button',
    },
    expired: {
      id: 'shared.offer.expired',
      defaultMessage: 'Expired: it can no longer be chosen',
      description: 'Badge on an offer past its validity',
    },
    firstInstallment: {
      id: 'shared.offer.firstInstallment',
      defaultMessage: 'First installment on',
      description: 'Offer row: the date of the first monthly installment',
    },
    chosen: {
      id: 'shared.offer.chosen',
      defaultMessage: 'Your chosen offer',
      description: 'Badge on the chosen offer',
    },
    conditions: {
      id: 'shared.offer.conditions',
      defaultMessage: 'Conditions',
      description: 'Heading of the bank conditions',
    },
    sortAscending: {
      id: 'shared.offer.sortAscending',
      defaultMessage: '{column}, lowest first',
      description: 'Sort choice on a phone; column is a sortable column, like "APR"',
    },
    sortDescending: {
      id: 'shared.offer.sortDescending',
      defaultMessage: '{column}, highest first',
      description: 'Sort choice on a phone; column is a sortable column, like "APR"',
    },
  }),
  sortBy: sharedMessages.sortBy,
  installment: financeMessages.monthlyInstallment,
  loanAmount: financeMessages.loanAmount,
  totalProfit: financeMessages.totalProfit,
  totalCost: financeMessages.totalCost,
};
