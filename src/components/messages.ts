import { defineMessages } from '@/i18n/define-messages';

export const commonMessages = defineMessages({
  loading: {
    id: 'common.loading',
    defaultMessage: 'Loading…',
    description: 'Shown while data loads',
  },
  retry: {
    id: 'common.retry',
    defaultMessage: 'Try again',
    description: 'Button that repeats a failed call',
  },
  submitting: {
    id: 'common.submitting',
    defaultMessage: 'Please wait…',
    description: 'Screen-reader text on a button while its action runs',
  },
  close: {
    id: 'common.close',
    defaultMessage: 'Close',
    description: 'Button that closes a dialog or message',
  },
  required: {
    id: 'common.required',
    defaultMessage: 'required',
    description: 'Marks a required form field (after the label)',
  },
  requestFinancing: {
    id: 'common.requestFinancing',
    defaultMessage: 'Request financing',
    description: 'Link or button that starts a financing request',
  },
  browseProperties: {
    id: 'common.browseProperties',
    defaultMessage: 'Browse properties',
    description: 'Link to the list of properties',
  },
  backHome: {
    id: 'common.backHome',
    defaultMessage: 'Back to the home page',
    description: 'Link to the home page (after a form is sent, on an error page)',
  },
});
