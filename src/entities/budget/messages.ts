import { defineMessages } from '@/i18n/define-messages';

export const budgetFitMessages = defineMessages({
  perMonth: {
    id: 'shared.budget.perMonth',
    defaultMessage: '≈ {amount} a month',
    description:
      'On a listing card or page: the estimated monthly instalment from the saved budget (amount in SAR)',
  },
  within: {
    id: 'shared.budget.within',
    defaultMessage: 'Within your budget',
    description: 'Badge on a listing whose price is within the customer’s saved budget',
  },
  filter: {
    id: 'shared.budget.filter',
    defaultMessage: 'Within my budget (up to {amount})',
    description: 'List filter checkbox: only homes priced within the saved budget',
  },
  above: {
    id: 'shared.budget.above',
    defaultMessage: 'Above your budget',
    description: 'On a listing page: the price is above the customer’s saved budget',
  },
});
