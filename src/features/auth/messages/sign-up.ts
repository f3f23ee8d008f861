import { defineMessages } from '@/i18n/define-messages';

export const signUpMessages = defineMessages({
  steps: {
    id: 'auth.signUp.steps',
    defaultMessage: 'Sign-up steps',
    description: 'Accessible name of the list of sign-up steps',
  },
  stepOf: {
    id: 'auth.signUp.stepOf',
    defaultMessage: 'Step {current} of {total}: {name}',
    description: 'Where the customer is in the sign-up',
  },
  stepDetails: {
    id: 'auth.signUp.stepDetails',
    defaultMessage: 'Your ID',
    description: 'Sign-up step 1 name',
  },
  stepCode: {
    id: 'auth.signUp.stepCode',
    defaultMessage: 'Verification code',
    description: 'Sign-up step 2 name',
  },
  stepProfile: {
    id: 'auth.signUp.stepProfile',
    defaultMessage: 'Your profile',
    description: 'Sign-up step 3 name',
  },
  stepAddress: {
    id: 'auth.signUp.stepAddress',
    defaultMessage: 'Your address',
    description: 'Sign-up step 4 name',
  },
  stepNafath: {
    id: 'auth.signUp.stepNafath',
    defaultMessage: 'Nafath confirmation',
    description: 'Sign-up step 5 name',
  },
  detailsIntro: {
    id: 'auth.signUp.detailsIntro',
    defaultMessage:
      'Use the mobile number registered in Absher for your ID. We will send a verification code to it.',
    description: 'Text above the sign-up details form',
  },
  sendCode: {
    id: 'auth.signUp.sendCode',
    defaultMessage: 'Continue',
    description: 'Submits the sign-up details and sends a code',
  },
  haveAccount: {
    id: 'auth.signUp.haveAccount',
    defaultMessage: 'Already have an account?',
    description: 'Before the link to sign in',
  },
  signInLink: {
    id: 'auth.signUp.signInLink',
    defaultMessage: 'Sign in',
    description: 'Link from sign-up to sign-in',
  },
  editDetails: {
    id: 'auth.signUp.editDetails',
    defaultMessage: 'Edit my details',
    description: 'Goes back from the code step to the sign-up details',
  },
  flowLost: {
    id: 'auth.signUp.flowLost',
    defaultMessage:
      'Your verification session was not found in this window. Please check your details and continue to get a new code.',
    description: 'Shown when the sign-up code step is opened without a started code flow',
  },
});
