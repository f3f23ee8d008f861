import { defineMessages } from '@/i18n/define-messages';

const own = defineMessages({
  reason__required: {
    id: 'errors.code.reason__required',
    defaultMessage: 'Please choose the reason for your message.',
    description: 'Error code reason__required: contact-us form: the reason is missing',
  },
  reason__invalid: {
    id: 'errors.code.reason__invalid',
    defaultMessage: 'Please choose a reason from the list.',
    description: 'Error code reason__invalid: contact-us form: the reason is not a known reason',
  },
  text__required: {
    id: 'errors.code.text__required',
    defaultMessage: 'Please write your message.',
    description: 'Error code text__required: contact-us form: the message is empty',
  },
  text__invalid: {
    id: 'errors.code.text__invalid',
    defaultMessage: 'Your message must be between 10 and 2,000 characters.',
    description: 'Error code text__invalid: contact-us form: the message is too short or too long',
  },
  feedback__fraud_risk_high: {
    id: 'errors.code.feedback__fraud_risk_high',
    defaultMessage: 'We could not send your message. Please sign in and try again.',
    description:
      'Error code feedback__fraud_risk_high: contact-us form refused for an anonymous sender with high fraud risk',
  },
  purpose__required: {
    id: 'errors.code.purpose__required',
    defaultMessage: 'Please choose the purpose.',
    description: 'Error code purpose__required: the purpose (e.g. sale) is missing',
  },
  purpose__invalid: {
    id: 'errors.code.purpose__invalid',
    defaultMessage: 'Please choose a purpose from the list.',
    description: 'Error code purpose__invalid: the purpose is not a known value',
  },
  price_range__required: {
    id: 'errors.code.price_range__required',
    defaultMessage: 'Please choose a price range.',
    description: 'Error code price_range__required: the price range is missing',
  },
  price_from__invalid: {
    id: 'errors.code.price_from__invalid',
    defaultMessage: 'Please enter an amount within the chosen price range.',
    description:
      'Error code price_from__invalid (and price_to__invalid): the budget amount is outside the price range',
  },
  price_from__required: {
    id: 'errors.code.price_from__required',
    defaultMessage: 'Please enter both amounts of the budget, or neither.',
    description:
      'Error code price_from__required (and price_to__required): one bound of the budget is missing',
  },
  price_to__below_from: {
    id: 'errors.code.price_to__below_from',
    defaultMessage: 'The "to" amount must not be less than the "from" amount.',
    description:
      'Error code price_to__below_from: the upper bound of the budget is below its lower bound',
  },
  price_range__invalid: {
    id: 'errors.code.price_range__invalid',
    defaultMessage: 'Please choose a price range from the list.',
    description: 'Error code price_range__invalid: the price range is not a known option',
  },
  property_type__required: {
    id: 'errors.code.property_type__required',
    defaultMessage: 'Please choose the property type.',
    description: 'Error code property_type__required: the property type is missing',
  },
  property_type__invalid: {
    id: 'errors.code.property_type__invalid',
    defaultMessage: 'Please choose a property type from the list.',
    description: 'Error code property_type__invalid: the property type is not a known type',
  },
  districts__required: {
    id: 'errors.code.districts__required',
    defaultMessage: 'Please choose at least one district.',
    description: 'Error code districts__required: no district chosen',
  },
  districts__invalid: {
    id: 'errors.code.districts__invalid',
    defaultMessage: 'Please choose districts of the selected city.',
    description: 'Error code districts__invalid: the districts are not districts of the city',
  },
  districts__too_many: {
    id: 'errors.code.districts__too_many',
    defaultMessage: 'You have chosen too many districts. Please remove some.',
    description: 'Error code districts__too_many: more districts than allowed',
  },
  notes__required: {
    id: 'errors.code.notes__required',
    defaultMessage: 'Please add your notes.',
    description: 'Error code notes__required: the notes are missing',
  },
  notes__invalid: {
    id: 'errors.code.notes__invalid',
    defaultMessage: 'Notes can be up to 1,000 characters. Please shorten them.',
    description: 'Error code notes__invalid: the notes are too long',
  },
  consent__required: {
    id: 'errors.code.consent__required',
    defaultMessage: 'Please agree to be contacted by our sales team.',
    description:
      'Error code consent__required: real-estate request without consent to be contacted',
  },
  opening__required: {
    id: 'errors.code.opening__required',
    defaultMessage: 'Please choose a job opening.',
    description: 'Error code opening__required: careers: no opening chosen',
  },
  opening__not_found: {
    id: 'errors.code.opening__not_found',
    defaultMessage: 'This job opening is no longer available. Please see our other openings.',
    description: 'Error code opening__not_found: careers: unknown or unpublished opening',
  },
  opening__closed: {
    id: 'errors.code.opening__closed',
    defaultMessage:
      'This job opening no longer accepts applications. Please see our other openings.',
    description: 'Error code opening__closed: careers: the opening is closed',
  },
  cv__required: {
    id: 'errors.code.cv__required',
    defaultMessage: 'Please attach your CV.',
    description: 'Error code cv__required: careers: no CV file',
  },
  cv__invalid_type: {
    id: 'errors.code.cv__invalid_type',
    defaultMessage: 'Please attach your CV as a PDF, DOC or DOCX file.',
    description: 'Error code cv__invalid_type: careers: the CV file type is not accepted',
  },
  cv__too_large: {
    id: 'errors.code.cv__too_large',
    defaultMessage: 'The CV file is too large. Please attach a smaller file.',
    description: 'Error code cv__too_large: careers: the CV file is over the size limit',
  },
  cover_letter__invalid: {
    id: 'errors.code.cover_letter__invalid',
    defaultMessage: 'The cover letter can be up to 3,000 characters. Please shorten it.',
    description: 'Error code cover_letter__invalid: careers: the cover letter is too long',
  },
});

/** Codes the customer can do the same about share one message. */
export const requestsCodeMessages = {
  ...own,
  price_to__invalid: own.price_from__invalid,
  price_to__required: own.price_from__required,
};
