import { defineMessages } from '@/i18n/define-messages';
import { sharedMessages } from '@/i18n/shared-messages';
import { commonMessages } from '@/components/messages';

export const commonFormMessages = {
  ...defineMessages({
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
    sendAnother: {
      id: 'forms.common.sendAnother',
      defaultMessage: 'Send another',
      description: 'Button on a success screen that shows an empty form again',
    },
    lookupFailed: {
      id: 'forms.common.lookupFailed',
      defaultMessage: 'We could not load this list.',
      description:
        'Shown in place of a list of choices that failed to load (a retry button follows)',
    },
  }),
  reference: sharedMessages.reference,
  backHome: commonMessages.backHome,
};
