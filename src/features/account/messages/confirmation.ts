import { defineMessages } from '@/i18n/define-messages';
import { pageTitles } from '@/config/page-titles';

export const confirmationMessages = {
  ...defineMessages({
    checking: {
      id: 'account.confirmation.checking',
      defaultMessage: 'Confirming your email…',
      description: 'While the email confirmation link is checked',
    },
    success: {
      id: 'account.confirmation.success',
      defaultMessage: 'Thank you. Your email {email} is confirmed.',
      description: 'The email address was confirmed',
    },
    expired: {
      id: 'account.confirmation.expired',
      defaultMessage: 'This confirmation link has expired.',
      description: 'Heading when the confirmation link has expired',
    },
    used: {
      id: 'account.confirmation.used',
      defaultMessage: 'This confirmation link has already been used.',
      description: 'Heading when the confirmation link was used before',
    },
    invalid: {
      id: 'account.confirmation.invalid',
      defaultMessage: 'This confirmation link is not valid.',
      description: 'Heading when the confirmation link is unknown, voided or incomplete',
    },
    expiredNext: {
      id: 'account.confirmation.expiredNext',
      defaultMessage: 'Confirmation links are valid for a limited time. Please ask for a new link.',
      description: 'Next step when the confirmation link has expired',
    },
    usedNext: {
      id: 'account.confirmation.usedNext',
      defaultMessage: 'If your account shows the email as confirmed, nothing more is needed.',
      description: 'Next step when the confirmation link was used before',
    },
    invalidNext: {
      id: 'account.confirmation.invalidNext',
      defaultMessage:
        'The link may be incomplete, or replaced by a newer one. Open the latest link from your email, or ask for a new one.',
      description: 'Next step when the confirmation link is not valid',
    },
    toDetails: {
      id: 'account.confirmation.toDetails',
      defaultMessage: 'Go to my account details',
      description: 'Link to the account details after a confirmation attempt',
    },
    signInToResend: {
      id: 'account.confirmation.signInToResend',
      defaultMessage: 'Sign in to get a new link',
      description: 'Link to sign in (then the account details) to ask for a new link',
    },
  }),
  signIn: pageTitles.signIn,
};
