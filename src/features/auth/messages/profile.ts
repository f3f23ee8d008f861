import { defineMessages } from '@/i18n/define-messages';
import { formMessages } from '@/components/form/messages';

export const profileMessages = {
  ...defineMessages({
    intro: {
      id: 'auth.profile.intro',
      defaultMessage: 'Your account is created. Tell us a little about yourself.',
      description: 'Text above the sign-up profile form',
    },
    fullNameHint: {
      id: 'auth.profile.fullNameHint',
      defaultMessage: 'As on your ID, in Arabic or English letters.',
      description: 'Hint under the full name field',
    },
    emailHint: {
      id: 'auth.profile.emailHint',
      defaultMessage: 'We will send a confirmation link to this address.',
      description: 'Hint under the email field at sign-up',
    },
    save: {
      id: 'auth.profile.save',
      defaultMessage: 'Continue',
      description: 'Saves the profile and goes to the address step',
    },
    listsFailed: {
      id: 'auth.profile.listsFailed',
      defaultMessage:
        'The lists of nationalities, marital statuses and cities could not be loaded.',
      description: 'Shown when the credit-bureau lookup lists fail to load',
    },
  }),
  nationality: formMessages.nationality,
  maritalStatus: formMessages.maritalStatus,
  residenceCity: formMessages.residenceCity,
};
