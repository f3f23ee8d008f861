import { defineMessages } from '@/i18n/define-messages';
import { profileMessages } from '@/features/auth/messages/profile';

export const addressMessages = {
  ...defineMessages({
    intro: {
      id: 'auth.address.intro',
      defaultMessage:
        'Choose your current address from the national addresses registered for your ID.',
      description: 'Text above the list of national addresses',
    },
    legend: {
      id: 'auth.address.legend',
      defaultMessage: 'Your national addresses',
      description: 'Legend of the list of national addresses to choose from',
    },
    line: {
      id: 'auth.address.line',
      defaultMessage: '{building} {street}, {district}, {city} {postalCode}',
      description: 'A national address on one line',
    },
    details: {
      id: 'auth.address.details',
      defaultMessage: 'Short address {shortAddress} · Additional number {additionalNumber}',
      description: 'The short address and additional number of a national address',
    },
    none: {
      id: 'auth.address.none',
      defaultMessage:
        'No national address is registered for your ID. Please register your address with the national address service (Saudi Post), then try again.',
      description: 'Shown when the national address registry has no address for the customer',
    },
    reload: {
      id: 'auth.address.reload',
      defaultMessage: 'Check again',
      description: 'Reloads the list of addresses',
    },
  }),
  save: profileMessages.save,
};
