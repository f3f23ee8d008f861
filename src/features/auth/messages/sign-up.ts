import { defineMessages } from '@/i18n/define-messages';
import { pageTitles } from '@/config/page-titles';
import { sharedMessages } from '@/i18n/shared-messages';
import { profileMessages } from '@/features/auth/messages/profile';
import { otpMessages } from '@/components/otp';

export const signUpMessages = {
  ...defineMessages({
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
    haveAccount: {
      id: 'auth.signUp.haveAccount',
      defaultMessage: 'Already have an account?',
      description: 'Before the link to sign in',
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
  }),
  stepCode: otpMessages.label,
  stepProfile: sharedMessages.yourProfile,
  sendCode: profileMessages.save,
  signInLink: pageTitles.signIn,
};
