import { defineMessages } from '@/i18n/define-messages';

export const generalCodeMessages = defineMessages({
  action__limit_exceeded: {
    id: 'errors.code.action__limit_exceeded',
    defaultMessage: 'Too many tries. Please try again later.',
    description: 'Error code action__limit_exceeded: rate limit: too many attempts',
  },
  body__invalid: {
    id: 'errors.code.body__invalid',
    defaultMessage: 'We could not read your request. Please try again.',
    description: 'Error code body__invalid: the request body sent as JSON could not be parsed',
  },
  body__too_large: {
    id: 'errors.code.body__too_large',
    defaultMessage: 'What you sent is too large. Please shorten it and try again.',
    description: 'Error code body__too_large: the request body is over the size the server accepts',
  },
  body__unsupported_media_type: {
    id: 'errors.code.body__unsupported_media_type',
    defaultMessage: 'We could not read what you sent. Please reload the page and try again.',
    description:
      'Error code body__unsupported_media_type: the request was sent in a format the server does not take',
  },
  unsecure__network: {
    id: 'errors.code.unsecure__network',
    defaultMessage:
      'Your connection is not secure, for example because of a VPN. Please turn it off and try again.',
    description:
      'Error code unsecure__network: the request came through an insecure network such as a VPN',
  },
  authentication__required: {
    id: 'errors.code.authentication__required',
    defaultMessage: 'Please sign in to continue.',
    description: 'Error code authentication__required: the call needs a signed-in customer',
  },
  csrf__invalid: {
    id: 'errors.code.csrf__invalid',
    defaultMessage: 'We could not verify your request. Please refresh the page and try again.',
    description: 'Error code csrf__invalid: the anti-forgery (CSRF) token was refused',
  },
  permission__denied: {
    id: 'errors.code.permission__denied',
    defaultMessage: 'You cannot do this yet. Please complete the previous steps first.',
    description:
      'Error code permission__denied: not allowed, e.g. a registration step is not done yet',
  },
  not_found: {
    id: 'errors.code.not_found',
    defaultMessage:
      'We could not find what you are looking for. Please check the link and try again.',
    description: 'Error code not_found: a generic not-found answer',
  },
  server__error: {
    id: 'errors.code.server__error',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
    description: 'Error code server__error: server failure',
  },
  service__unavailable: {
    id: 'errors.code.service__unavailable',
    defaultMessage: 'The service is not available right now. Please try again later.',
    description: 'Error code service__unavailable: a service the server depends on does not answer',
  },
  page__invalid: {
    id: 'errors.code.page__invalid',
    defaultMessage: 'This page of results does not exist. Please go back to the first page.',
    description: 'Error code page__invalid: a list page past the last page',
  },
  page_size__invalid: {
    id: 'errors.code.page_size__invalid',
    defaultMessage: 'The number of results per page is not valid. Please reload the page.',
    description: 'Error code page_size__invalid: a list page size out of range',
  },
  ordering__invalid: {
    id: 'errors.code.ordering__invalid',
    defaultMessage: 'This sort option is not available. Please choose another one.',
    description: 'Error code ordering__invalid: unknown sort order of a list',
  },
  search__invalid: {
    id: 'errors.code.search__invalid',
    defaultMessage: 'The search text is too long. Please shorten it to 100 characters or fewer.',
    description: 'Error code search__invalid: the search text is over 100 characters',
  },
});
