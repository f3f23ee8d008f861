import { defineMessages } from '@/i18n/define-messages';
import { financeMessages } from '@/i18n/shared-messages';

/** The words of a bank's financing offer. */
export const offerMessages = {
  ...defineMessages({
    product: { id: 'shared.offer.product', defaultMessage: 'Product', description: 'Offer row' },
    loanType: {
      id: 'shared.offer.loanType',
      defaultMessage: 'Rate type',
      description: 'Offer row',
    },
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
    apr: {
      id: 'shared.offer.apr',
      defaultMessage: 'Annual percentage rate (APR)',
      description: 'Offer row',
    },
    downPayment: {
      id: 'shared.offer.downPayment',
      defaultMessage: 'Down payment',
      description: 'Offer row',
    },
    term: { id: 'shared.offer.term', defaultMessage: 'Term (years)', description: 'Offer row' },
    coverage: {
      id: 'shared.offer.coverage',
      defaultMessage: 'Property coverage',
      description: 'Offer row',
    },
    bankFee: { id: 'shared.offer.bankFee', defaultMessage: 'Bank fee', description: 'Offer row' },
    validUntil: {
      id: 'shared.offer.validUntil',
      defaultMessage: 'Valid until',
      description: 'Offer row',
    },
    agent: { id: 'shared.offer.agent', defaultMessage: 'Prepared by', description: 'Offer row' },
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
    adminFees: {
      id: 'shared.offer.adminFees',
      defaultMessage: 'Administrative fees',
      description: 'Offer row',
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
  }),
  installment: financeMessages.monthlyInstallment,
  loanAmount: financeMessages.loanAmount,
  totalProfit: financeMessages.totalProfit,
  totalCost: financeMessages.totalCost,
};
