import { defineMessages } from '@/i18n/define-messages';

export const nafathMessages = defineMessages({
  intro: {
    id: 'auth.nafath.intro',
    defaultMessage: 'Last step: confirm your identity in the Nafath app.',
    description: 'Text at the top of the Nafath step',
  },
  waiting: {
    id: 'auth.nafath.waiting',
    defaultMessage: 'Waiting for your confirmation in Nafath…',
    description: 'Announced while the Nafath request is pending',
  },
  sending: {
    id: 'auth.nafath.sending',
    defaultMessage: 'Sending the request to Nafath…',
    description: 'While the Nafath request is being created',
  },
  approved: {
    id: 'auth.nafath.approved',
    defaultMessage: 'Your identity is confirmed. Welcome! Your account is ready.',
    description: 'Shown (and toasted) when Nafath approved the request and the sign-up is complete',
  },
  newRequest: {
    id: 'auth.nafath.newRequest',
    defaultMessage: 'Send a new request',
    description: 'Starts a new Nafath request after a rejection, expiry or failure',
  },
});
