import { defineMessages } from '@/i18n/define-messages';

export const budgetCodeMessages = defineMessages({
  budget__not_found: {
    id: 'errors.code.budget__not_found',
    defaultMessage: 'You have no saved budget. Run the budget check to save one.',
    description: 'Error code budget__not_found: the customer has not saved a budget',
  },
  employment_sub_type__invalid: {
    id: 'errors.code.employment_sub_type__invalid',
    defaultMessage: 'Please choose your employment category from the list.',
    description: 'Error code employment_sub_type__invalid: the rank is not one of the list',
  },
  first_home__required: {
    id: 'errors.code.first_home__required',
    defaultMessage: 'Please say whether this would be your first home.',
    description: 'Error code first_home__required: budget: first home not answered',
  },
  first_home__invalid: {
    id: 'errors.code.first_home__invalid',
    defaultMessage: 'Please answer yes or no.',
    description: 'Error code first_home__invalid: budget: first home not a yes or no',
  },
  housing_support__required: {
    id: 'errors.code.housing_support__required',
    defaultMessage: 'Please say whether REDF or the housing ministry supports you.',
    description: 'Error code housing_support__required: budget: housing support not answered',
  },
  housing_support__invalid: {
    id: 'errors.code.housing_support__invalid',
    defaultMessage:
      'Please answer whether REDF or the housing ministry supports you with yes or no.',
    description: 'Error code housing_support__invalid: budget: housing support not a yes or no',
  },
  district__not_found: {
    id: 'errors.code.district__not_found',
    defaultMessage: 'We have no sale prices for this district.',
    description: 'Error code district__not_found: price statistics of an unknown district',
  },
});
