import { defineMessages } from 'react-intl';

/** Financing: the SIMAH consent; documents (upload, delete, download by customer and provider). */
export const documentsCodeMessages = defineMessages({
  simah_consent__required: {
    id: 'errors.code.simah_consent__required',
    defaultMessage: 'Please tick your consent before we ask SIMAH, or type the values yourself.',
    description: 'Error code simah_consent__required: a SIMAH pre-fill was asked without consent',
  },
  simah_consent__outdated: {
    id: 'errors.code.simah_consent__outdated',
    defaultMessage:
      'The consent text has changed. Please reload the page, read it again and tick your consent.',
    description: 'Error code simah_consent__outdated: the consent was given to an older text',
  },
  document__not_found: {
    id: 'errors.code.document__not_found',
    defaultMessage: 'This document was not found. Please reload the list of documents.',
    description: 'Error code document__not_found: unknown financing document',
  },
  document__locked: {
    id: 'errors.code.document__locked',
    defaultMessage:
      'This document cannot be changed now: the request is with the bank. You can upload again only a document that was rejected.',
    description: 'Error code document__locked: the document cannot be uploaded or deleted now',
  },
  documents__missing: {
    id: 'errors.code.documents__missing',
    defaultMessage:
      'The banks need documents that are missing or were rejected. Please upload them, then send the request again.',
    description:
      'Error code documents__missing: a financing request was submitted while required documents are missing or rejected',
  },
  kind__required: {
    id: 'errors.code.kind__required',
    defaultMessage: 'Please choose which document this is.',
    description: 'Error code kind__required: no document kind sent with the upload',
  },
  kind__invalid: {
    id: 'errors.code.kind__invalid',
    defaultMessage: 'This request does not need this kind of document.',
    description: 'Error code kind__invalid: the document kind is not needed by the request',
  },
  file__required: {
    id: 'errors.code.file__required',
    defaultMessage: 'Please choose a file.',
    description: 'Error code file__required: no file sent with the upload',
  },
  file__invalid_type: {
    id: 'errors.code.file__invalid_type',
    defaultMessage: 'Please choose a PDF, JPEG or PNG file.',
    description:
      'Error code file__invalid_type: the document file type (read from its content) is not accepted',
  },
  file__too_large: {
    id: 'errors.code.file__too_large',
    defaultMessage:
      'The file is too large. Please choose a smaller file or a scan at a lower resolution.',
    description: 'Error code file__too_large: the document file is over the size limit',
  },
  provider__unauthorized: {
    id: 'errors.code.provider__unauthorized',
    defaultMessage: 'The service provider key is missing or unknown.',
    description:
      'Error code provider__unauthorized: a service provider system called without a valid key',
  },
});
