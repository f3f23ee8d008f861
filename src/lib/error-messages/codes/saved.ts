import { defineMessages } from '@/i18n/define-messages';

export const savedCodeMessages = defineMessages({
  saved_homes__limit_reached: {
    id: 'errors.code.saved_homes__limit_reached',
    defaultMessage: 'You have saved 200 homes, the most we keep. Remove some to save more.',
    description: 'Error code saved_homes__limit_reached: the customer has too many saved homes',
  },
  saved_searches__limit_reached: {
    id: 'errors.code.saved_searches__limit_reached',
    defaultMessage: 'You have 50 saved searches, the most we keep. Delete one to save this search.',
    description:
      'Error code saved_searches__limit_reached: the customer has too many saved searches',
  },
  saved_search__not_found: {
    id: 'errors.code.saved_search__not_found',
    defaultMessage: 'This saved search no longer exists.',
    description: 'Error code saved_search__not_found: unknown or deleted saved search',
  },
  name__required: {
    id: 'errors.code.name__required',
    defaultMessage: 'Please give the search a name.',
    description: 'Error code name__required: saved search: the name is empty',
  },
  name__invalid: {
    id: 'errors.code.name__invalid',
    defaultMessage: 'Please use a name of 80 characters at most.',
    description: 'Error code name__invalid: saved search: the name is too long',
  },
  query__required: {
    id: 'errors.code.query__required',
    defaultMessage: 'The filters of this search are missing. Please save it again from the list.',
    description: 'Error code query__required: saved search: no filters were sent',
  },
  query__invalid: {
    id: 'errors.code.query__invalid',
    defaultMessage: 'These filters are too long to save. Please remove some.',
    description: 'Error code query__invalid: saved search: the filters are too long',
  },
  alert__invalid: {
    id: 'errors.code.alert__invalid',
    defaultMessage: 'Please choose how often to be alerted.',
    description: 'Error code alert__invalid: saved search: unknown alert frequency',
  },
});
