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
  endpoint__required: {
    id: 'errors.code.endpoint__required',
    defaultMessage: 'This browser did not give an address for notifications. Please try again.',
    description: 'Error code endpoint__required: push subscription without its endpoint',
  },
  endpoint__invalid: {
    id: 'errors.code.endpoint__invalid',
    defaultMessage:
      'This browser cannot receive notifications from Baitak. Please try another browser.',
    description: 'Error code endpoint__invalid: push subscription endpoint not an https URL',
  },
  keys__invalid: {
    id: 'errors.code.keys__invalid',
    defaultMessage:
      'This browser gave notification keys that cannot be used. Please turn notifications off and on again.',
    description: 'Error code keys__invalid: push subscription keys missing or not base64url',
  },
  push_subscriptions__limit_reached: {
    id: 'errors.code.push_subscriptions__limit_reached',
    defaultMessage:
      'Notifications are on for 10 devices already. Turn them off on a device you no longer use, then try again.',
    description: 'Error code push_subscriptions__limit_reached: too many devices with browser push',
  },
  one_click__invalid: {
    id: 'errors.code.one_click__invalid',
    defaultMessage:
      'This unsubscribe request is not complete. Please open the link in the message.',
    description:
      'Error code one_click__invalid: one-click unsubscribe body not List-Unsubscribe=One-Click',
  },
});
