import { defineMessages } from '@/i18n/define-messages';

/** The codes of messages sent outside the app: channels, digest time, unsubscribe links. */
export const messagesCodeMessages = defineMessages({
  language__invalid: {
    id: 'errors.code.language__invalid',
    defaultMessage: 'Please choose Arabic or English.',
    description: 'Error code language__invalid: message preferences: unknown language',
  },
  mobile_channel__invalid: {
    id: 'errors.code.mobile_channel__invalid',
    defaultMessage: 'Please choose SMS or WhatsApp.',
    description: 'Error code mobile_channel__invalid: message preferences: unknown mobile channel',
  },
  digest_time__invalid: {
    id: 'errors.code.digest_time__invalid',
    defaultMessage: 'Please choose a time on the hour or the half hour.',
    description:
      'Error code digest_time__invalid: message preferences: digest time not HH:00/HH:30',
  },
  kinds__invalid: {
    id: 'errors.code.kinds__invalid',
    defaultMessage:
      'Some of these choices could not be saved. Please reload the page and try again.',
    description:
      'Error code kinds__invalid: message preferences: unknown or repeated kind of message',
  },
});
