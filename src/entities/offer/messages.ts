import { defineMessages } from '@/i18n/define-messages';
import { financeMessages } from '@/i18n/shared-messages';

/** The words of a bank's financing offer. */
export const offerMessages = {
  ...defineMessages({
    product: { id: 'records.offer.product', defaultMessage: 'Product', description: 'Offer row' },
    loanType: {
      id: 'records.offer.loanType',
      defaultMessage: 'Rate type',
      description: 'Offer row',
    },
    fixed: { id: 'records.offer.fixed', defaultMessage: 'Fixed', description: 'Loan type fixed' },
    variable: {
      id: 'records.offer.variable',
      defaultMessage: 'Variable',
      description: 'Loan type variable',
    },
    profitRate: {
      id: 'records.offer.profitRate',
      defaultMessage: 'Profit rate',
      description: 'Offer row',
    },
    apr: {
      id: 'records.offer.apr',
      defaultMessage: 'Annual percentage rate (APR)',
      description: 'Offer row',
    },
    downPayment: {
      id: 'records.offer.downPayment',
      defaultMessage: 'Down payment',
      description: 'Offer row',
    },
    term: { id: 'records.offer.term', defaultMessage: 'Term (years)', description: 'Offer row' },
    coverage: {
      id: 'records.offer.coverage',
      defaultMessage: 'Property coverage',
      description: 'Offer row',
    },
    bankFee: { id: 'records.offer.bankFee', defaultMessage: 'Bank fee', description: 'Offer row' },
    validUntil: {
      id: 'records.offer.validUntil',
      defaultMessage: 'Valid until',
      description: 'Offer row',
    },
    agent: { id: 'records.offer.agent', defaultMessage: 'Prepared by', description: 'Offer row' },
    choose: {
      id: 'records.offer.choose',
      defaultMessage: 'Choose this offer',
      description: 'Button',
    },
    chosen: {
      id: 'records.offer.chosen',
      defaultMessage: 'Your chosen offer',
      description: 'Badge on the chosen offer',
    },
    conditions: {
      id: 'records.offer.conditions',
      defaultMessage: 'Conditions',
      description: 'Heading of the bank conditions',
    },
  }),
  installment: financeMessages.monthlyInstallment,
  loanAmount: financeMessages.loanAmount,
  totalProfit: financeMessages.totalProfit,
  totalCost: financeMessages.totalCost,
};
