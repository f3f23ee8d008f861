import { defineMessages } from '@/i18n/define-messages';

export const commonFormMessages = defineMessages({
  personalInfo: {
    id: 'forms.common.personalInfo',
    defaultMessage: 'Your contact details',
    description: 'Heading of the group of personal fields (name, phone, email)',
  },
  optional: {
    id: 'forms.common.optional',
    defaultMessage: '{label} (optional)',
    description: 'A label of an optional field; {label} is the field name',
  },
  reference: {
    id: 'forms.common.reference',
    defaultMessage: 'Your reference number: {reference}',
    description: 'On a success screen: the reference of the sent form, to quote to support',
  },
  sendAnother: {
    id: 'forms.common.sendAnother',
    defaultMessage: 'Send another',
    description: 'Button on a success screen that shows an empty form again',
  },
  backHome: {
    id: 'forms.common.backHome',
    defaultMessage: 'Back to the home page',
    description: 'Link on a success screen to the home page',
  },
  lookupFailed: {
    id: 'forms.common.lookupFailed',
    defaultMessage: 'We could not load this list.',
    description: 'Shown in place of a list of choices that failed to load (a retry button follows)',
  },
});
