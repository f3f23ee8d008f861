import { defineMessages } from '@/i18n/define-messages';

export const signInMessages = defineMessages({
  intro: {
    id: 'auth.signIn.intro',
    defaultMessage:
      'Enter your mobile number or national ID. We will send you a verification code by SMS.',
    description: 'Text under the sign-in heading',
  },
  login: {
    id: 'auth.signIn.login',
    defaultMessage: 'Mobile number or national ID',
    description: 'Label of the sign-in field (phone or national ID / iqama)',
  },
  loginHint: {
    id: 'auth.signIn.loginHint',
    defaultMessage: 'For example 05XXXXXXXX, or your 10-digit ID or iqama number.',
    description: 'Hint under the sign-in field',
  },
  loginRequired: {
    id: 'auth.signIn.loginRequired',
    defaultMessage: 'Please enter your mobile number or national ID.',
    description: 'Error of the empty sign-in field',
  },
  loginInvalid: {
    id: 'auth.signIn.loginInvalid',
    defaultMessage:
      'Please enter a Saudi mobile number such as 05XXXXXXXX, or a 10-digit national ID or iqama number.',
    description: 'Error of a sign-in field that is neither a Saudi mobile number nor an ID number',
  },
  sendCode: {
    id: 'auth.signIn.sendCode',
    defaultMessage: 'Send code',
    description: 'Submits the sign-in field and sends a code',
  },
  noAccount: {
    id: 'auth.signIn.noAccount',
    defaultMessage: 'New here?',
    description: 'Before the link to sign up',
  },
  signUpLink: {
    id: 'auth.signIn.signUpLink',
    defaultMessage: 'Create an account',
    description: 'Link from sign-in to sign-up',
  },
  changeLogin: {
    id: 'auth.signIn.changeLogin',
    defaultMessage: 'Change the number or ID',
    description: 'Goes back from the code step to the sign-in field',
  },
  flowLost: {
    id: 'auth.signIn.flowLost',
    defaultMessage:
      'Your verification session was not found in this window. Please enter your number again to get a new code.',
    description:
      'Shown when the code step is opened without a started code flow (e.g. in a new tab)',
  },
});
