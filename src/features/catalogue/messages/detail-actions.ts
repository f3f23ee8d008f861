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
    share: {
      id: 'catalogue.actions.share',
      defaultMessage: 'Share',
      description: "Button that shares the listing's link (share sheet, or copies it)",
    },
    linkCopied: {
      id: 'catalogue.actions.linkCopied',
      defaultMessage: 'Link copied.',
      description: 'Toast after the listing link was copied',
    },
    copyFailed: {
      id: 'catalogue.actions.copyFailed',
      defaultMessage: 'The link could not be copied: {url}',
      description: 'Toast when copying the link failed; shows the link to copy by hand',
    },
    reserve: {
      id: 'catalogue.actions.reserve',
      defaultMessage: 'Reserve',
      description: 'Link on the bar of a listing on phones: go to the reservation checkout',
    },
  }),
};
