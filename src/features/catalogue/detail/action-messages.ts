import { defineMessages } from '@/i18n/define-messages';

export const actionMessages = {
  ...defineMessages({
    bar: {
      id: 'catalogue.actions.bar',
      defaultMessage: 'Price and actions',
      description: 'Accessible name of the bar fixed at the bottom of a listing on phones',
    },
    call: {
      id: 'catalogue.actions.call',
      defaultMessage: 'Call',
      description: "Link that dials the advertiser's number",
    },
    whatsApp: {
      id: 'catalogue.actions.whatsApp',
      defaultMessage: 'WhatsApp',
      description: 'Link that opens a WhatsApp chat with the advertiser',
    },
    reserve: {
      id: 'catalogue.actions.reserve',
      defaultMessage: 'Reserve',
      description: 'Link on the bar of a listing on phones: go to the reservation checkout',
    },
  }),
};
