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
    proofHeading: {
      id: 'account.phoneChange.proofHeading',
      defaultMessage: 'First, confirm it is you',
      description:
        'Heading of the first step of changing the mobile number: proving it is the customer',
    },
    proofIntro: {
      id: 'account.phoneChange.proofIntro',
      defaultMessage:
        'For your security, we send a code to your current mobile number before you choose a new one. Once the number changes, we tell your previous number and sign you out on your other devices.',
      description: 'Why and how the customer proves it is them before changing the mobile number',
    },
    sendProofCode: {
      id: 'account.phoneChange.sendProofCode',
      defaultMessage: 'Send a code to my current number',
      description: 'Sends a one-time code to the current mobile number (proof before the change)',
    },
    useNafath: {
      id: 'account.phoneChange.useNafath',
      defaultMessage: 'I no longer have this number: confirm with Nafath',
      description: 'Proves it is the customer with Nafath instead, when the current number is lost',
    },
    proofCodeHeading: {
      id: 'account.phoneChange.proofCodeHeading',
      defaultMessage: 'Enter the code sent to your current number',
      description: 'Heading of the one-time code step sent to the current mobile number',
    },
    proofExpired: {
      id: 'account.phoneChange.proofExpired',
      defaultMessage:
        'Your confirmation is no longer valid (it lasts 5 minutes). Please confirm it is you again; the new number you typed is kept.',
      description: 'The proof expired before the number changed: the customer proves it again',
    },
    proven: {
      id: 'account.phoneChange.proven',
      defaultMessage: 'Thank you, it is confirmed. You have 5 minutes to change your number.',
      description: 'Announced once the customer has proved it is them',
    },
    back: {
      id: 'account.phoneChange.back',
      defaultMessage: 'Previous step',
      description: 'Back to the previous step of changing the mobile number',
    },
    nafathHeading: {
      id: 'account.phoneChange.nafathHeading',
      defaultMessage: 'Confirm it is you with Nafath',
      description: 'Heading of the Nafath step of changing the mobile number',
    },
    nafathSending: {
      id: 'account.phoneChange.nafathSending',
      defaultMessage: 'Asking Nafath to confirm your identity…',
      description: 'While the Nafath request for changing the mobile number is being created',
    },
    nafathWaiting: {
      id: 'account.phoneChange.nafathWaiting',
      defaultMessage: 'Waiting for you to choose the number in Nafath…',
      description: 'Announced while the Nafath request for changing the mobile number is pending',
    },
    nafathApproved: {
      id: 'account.phoneChange.nafathApproved',
      defaultMessage: 'Nafath confirmed your identity.',
      description: 'Announced when Nafath approved the request for changing the mobile number',
    },
    nafathNew: {
      id: 'account.phoneChange.nafathNew',
      defaultMessage: 'Send a new Nafath request',
      description: 'Starts a new Nafath request after a rejection, expiry or failure',
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
      defaultMessage:
        'Your mobile number is now {phone}. We told your previous number, and your other devices are signed out.',
      description: 'Confirmation after the mobile number changed',
    },
  }),
};
