import { defineMessages } from '@/i18n/define-messages';
import { sharedMessages } from '@/i18n/shared-messages';

export const emailMessages = {
  ...defineMessages({
    confirmed: {
      id: 'account.email.confirmed',
      defaultMessage: 'Confirmed',
      description: 'The email address is confirmed',
    },
    unconfirmed: {
      id: 'account.email.unconfirmed',
      defaultMessage: 'Not confirmed',
      description: 'The email address is not confirmed',
    },
    none: {
      id: 'account.email.none',
      defaultMessage: 'You have not given an email address yet.',
      description: 'No email in the profile',
    },
    pending: {
      id: 'account.email.pending',
      defaultMessage: 'We sent a confirmation link to this address. It is valid until {date}.',
      description: 'An unconfirmed email with a pending link; {date} is when the link expires',
    },
    linkExpired: {
      id: 'account.email.linkExpired',
      defaultMessage: 'The confirmation link expired on {date}. Please ask for a new one.',
      description: 'An unconfirmed email whose link has expired',
    },
    noLink: {
      id: 'account.email.noLink',
      defaultMessage: 'Please confirm this address with the link we send you.',
      description: 'An unconfirmed email without a pending link',
    },
    resend: {
      id: 'account.email.resend',
      defaultMessage: 'Send the confirmation link again',
      description: 'Button that sends the email confirmation link again',
    },
    resent: {
      id: 'account.email.resent',
      defaultMessage: 'We sent a new confirmation link to {email}.',
      description: 'After the confirmation link was sent again',
    },
    change: {
      id: 'account.email.change',
      defaultMessage: 'Change email',
      description: 'Heading of the change-email form',
    },
    newEmail: {
      id: 'account.email.newEmail',
      defaultMessage: 'New email address',
      description: 'Label of the new email field',
    },
    newEmailHint: {
      id: 'account.email.newEmailHint',
      defaultMessage:
        'We will send a confirmation link to the new address. It stays unconfirmed until you open it.',
      description: 'Hint under the new email field',
    },
    sameEmail: {
      id: 'account.email.sameEmail',
      defaultMessage: 'This is already your email address.',
      description: 'The new email equals the current one',
    },
    changed: {
      id: 'account.email.changed',
      defaultMessage: 'Your email is now {email}. We sent a confirmation link to it.',
      description: 'After the email was changed',
    },
  }),
  heading: sharedMessages.email,
};
