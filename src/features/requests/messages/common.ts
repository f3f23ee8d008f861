import { defineMessages } from '@/i18n/define-messages';

export const commonFormMessages = defineMessages({
  personalInfo: {
    id: 'forms.common.personalInfo',
    defaultMessage: 'Your contact details',
    description: 'Heading of the group of personal fields (name, phone, email)',
  },
  prefilled: {
    id: 'forms.common.prefilled',
    defaultMessage: 'We filled these in from your account. You can change them for this request.',
    description: 'Hint under the personal fields when they were taken from the signed-in profile',
  },
  fullName: {
    id: 'forms.common.fullName',
    defaultMessage: 'Full name',
    description: 'Label of the full name field',
  },
  phone: {
    id: 'forms.common.phone',
    defaultMessage: 'Mobile number',
    description: 'Label of the Saudi mobile number field',
  },
  phoneHint: {
    id: 'forms.common.phoneHint',
    defaultMessage: 'A Saudi mobile number, for example 05XXXXXXXX.',
    description: 'Hint under the mobile number field',
  },
  email: {
    id: 'forms.common.email',
    defaultMessage: 'Email address',
    description: 'Label of the email field',
  },
  choose: {
    id: 'forms.common.choose',
    defaultMessage: 'Choose…',
    description: 'The empty first option of a list',
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
