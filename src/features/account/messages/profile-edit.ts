import { defineMessages } from '@/i18n/define-messages';
import { sharedMessages } from '@/i18n/shared-messages';

export const profileEditMessages = {
  cancel: sharedMessages.cancel,
  ...defineMessages({
    edit: {
      id: 'account.profileEdit.edit',
      defaultMessage: 'Edit details',
      description: 'Button that opens the form to edit the personal details',
    },
    heading: {
      id: 'account.profileEdit.heading',
      defaultMessage: 'Edit your details',
      description: 'Heading of the form that edits the personal details',
    },
    save: {
      id: 'account.profileEdit.save',
      defaultMessage: 'Save changes',
      description: 'Submit button of the personal details form',
    },
    saved: {
      id: 'account.profileEdit.saved',
      defaultMessage: 'Your details were saved.',
      description: 'Confirmation after the personal details were saved',
    },
    readOnly: {
      id: 'account.profileEdit.readOnly',
      defaultMessage:
        'Your ID number and date of birth come from your national records. To correct them, update them with Absher, then contact us.',
      description: 'How to correct the national ID and date of birth, which cannot be edited',
    },
    changePhone: {
      id: 'account.phoneChange.open',
      defaultMessage: 'Change mobile number',
      description: 'Button that starts changing the mobile number',
    },
    phoneHeading: {
      id: 'account.phoneChange.heading',
      defaultMessage: 'Your new mobile number',
      description: 'Heading of the form that changes the mobile number',
    },
    phoneIntro: {
      id: 'account.phoneChange.intro',
      defaultMessage:
        'We send a code to the new number. Your number changes once you enter it; until then the current one stays.',
      description: 'Explains how the mobile number is changed',
    },
    newPhone: {
      id: 'account.phoneChange.newPhone',
      defaultMessage: 'New mobile number',
      description: 'Label of the new mobile number field',
    },
    sendCode: {
      id: 'account.phoneChange.sendCode',
      defaultMessage: 'Send the code',
      description: 'Sends a one-time code to the new mobile number',
    },
    codeHeading: {
      id: 'account.phoneChange.codeHeading',
      defaultMessage: 'Enter the code sent to your new number',
      description: 'Heading of the one-time code step of the mobile number change',
    },
    otherNumber: {
      id: 'account.phoneChange.otherNumber',
      defaultMessage: 'Use another number',
      description: 'Back from the code step to the new number',
    },
    phoneChanged: {
      id: 'account.phoneChange.changed',
      defaultMessage: 'Your mobile number is now {phone}.',
      description: 'Confirmation after the mobile number changed',
    },
  }),
};
