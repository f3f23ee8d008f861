import { defineMessages } from '@/i18n/define-messages';

export const otpMessages = defineMessages({
  heading: {
    id: 'auth.otp.heading',
    defaultMessage: 'Enter the verification code',
    description: 'Heading of the one-time code step',
  },
  sentTo: {
    id: 'auth.otp.sentTo',
    defaultMessage: 'We sent a {length}-digit code by SMS to {phone}.',
    description: 'Where the code was sent; {phone} is the masked mobile number, e.g. 05******01',
  },
  sentIfRegisteredId: {
    id: 'auth.otp.sentIfRegisteredId',
    defaultMessage:
      'If the ID {login} is registered with us, we have sent a {length}-digit code by SMS to the mobile number registered for it.',
    description:
      'Sign-in code step after a national ID: true whether or not it has an account (never told); {login} is the masked ID, e.g. 10******08',
  },
  sentIfRegisteredMobile: {
    id: 'auth.otp.sentIfRegisteredMobile',
    defaultMessage:
      'If the number {login} is registered with us, we have sent a {length}-digit code to it by SMS.',
    description:
      'Sign-in code step after a mobile number: true whether or not it has an account (never told); {login} is the masked number, e.g. 05******01',
  },
  resentIfRegistered: {
    id: 'auth.otp.resentIfRegistered',
    defaultMessage: 'If it is registered with us, we have sent a new code.',
    description:
      'Sign-in: after asking for a new code (whether the login has an account is never told)',
  },
  label: {
    id: 'auth.otp.label',
    defaultMessage: 'Verification code',
    description: 'Label of the one-time code field',
  },
  hint: {
    id: 'auth.otp.hint',
    defaultMessage: 'Type or paste the code from the SMS.',
    description: 'Hint under the one-time code field',
  },
  verify: { id: 'auth.otp.verify', defaultMessage: 'Verify', description: 'Submits the code' },
  limitExceeded: {
    id: 'auth.otp.limitExceeded',
    defaultMessage:
      'Too many incorrect codes. This code can no longer be used: please start again later and request a new code.',
    description:
      'The one-time code was entered wrongly too often (action__limit_exceeded at the code)',
  },
  expired: {
    id: 'auth.otp.expired',
    defaultMessage: 'The code has expired. Please request a new code.',
    description: 'Shown when the code lifetime has passed on screen',
  },
  resendIn: {
    id: 'auth.otp.resendIn',
    defaultMessage: 'You can request a new code in {time}.',
    description: 'Visible resend countdown; {time} is minutes:seconds, e.g. 0:25',
  },
  resendInAnnounced: {
    id: 'auth.otp.resendInAnnounced',
    defaultMessage:
      'You can request a new code in {seconds, plural, one {# second} other {# seconds}}.',
    description: 'Announced to screen readers when the resend countdown starts',
  },
  resendReady: {
    id: 'auth.otp.resendReady',
    defaultMessage: 'You can now request a new code.',
    description: 'Announced when the resend countdown reaches zero',
  },
  resend: {
    id: 'auth.otp.resend',
    defaultMessage: 'Send a new code',
    description: 'Button that asks for a new one-time code',
  },
  resent: {
    id: 'auth.otp.resent',
    defaultMessage: 'A new code was sent to {phone}.',
    description: 'Confirmation after a new code was sent; {phone} is the masked number',
  },
  flowEnded: {
    id: 'auth.otp.flowEnded',
    defaultMessage: 'This code can no longer be used. Please start again to get a new code.',
    description: 'Shown when the code flow has ended (too many tries, unknown or finished flow)',
  },
  startAgain: {
    id: 'auth.otp.startAgain',
    defaultMessage: 'Start again',
    description: 'Button that goes back to the first step when the code flow has ended',
  },
});
