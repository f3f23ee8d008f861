import { defineMessages } from '@/i18n/define-messages';

export const channelsMessages = defineMessages({
  heading: {
    id: 'channels.heading',
    defaultMessage: 'How we reach you',
    description:
      'Heading of the section that chooses the channels of messages sent outside the app',
  },
  intro: {
    id: 'channels.intro',
    defaultMessage:
      'Choose, for each kind of message, whether we send it by e-mail, to your mobile or as a browser notification. Service messages about payments, deadlines and financing cannot be unsubscribed from a link.',
    description: 'Explains the channels table',
  },
  kindColumn: {
    id: 'channels.column.kind',
    defaultMessage: 'Message',
    description: 'Column header: the kind of message',
  },
  email: {
    id: 'channels.column.email',
    defaultMessage: 'E-mail',
    description: 'Column header: messages by e-mail',
  },
  mobile: {
    id: 'channels.column.mobile',
    defaultMessage: 'Mobile',
    description: 'Column header: messages to the mobile number (SMS or WhatsApp)',
  },
  push: {
    id: 'channels.column.push',
    defaultMessage: 'Browser',
    description: 'Column header: browser push notifications',
  },
  service: {
    id: 'channels.service',
    defaultMessage: 'Service message',
    description: 'Marks a kind of message that is a service message',
  },
  mobileChannel: {
    id: 'channels.mobileChannel',
    defaultMessage: 'Messages to your mobile go by',
    description: 'Legend of the choice between SMS and WhatsApp',
  },
  sms: { id: 'channels.sms', defaultMessage: 'SMS', description: 'Text message channel' },
  whatsapp: {
    id: 'channels.whatsapp',
    defaultMessage: 'WhatsApp',
    description: 'WhatsApp channel',
  },
  language: {
    id: 'channels.language',
    defaultMessage: 'Language of the messages',
    description: 'Label of the language of messages',
  },
  arabic: { id: 'channels.arabic', defaultMessage: 'Arabic', description: 'Language name' },
  english: { id: 'channels.english', defaultMessage: 'English', description: 'Language name' },
  digestTime: {
    id: 'channels.digestTime',
    defaultMessage: 'Daily summaries arrive at (Riyadh time)',
    description: 'Label of the time of the daily digest',
  },
  quietHours: {
    id: 'channels.quietHours',
    defaultMessage:
      'Between 10 pm and 8 am Riyadh time we send nothing but deadlines; the rest waits until 8 am.',
    description: 'Explains the quiet hours',
  },
  marketingOff: {
    id: 'channels.marketingOff',
    defaultMessage:
      'You have not agreed to offers and news. Give that consent on the privacy page to choose channels for them.',
    description: 'Shown when marketing messages cannot be chosen without the marketing consent',
  },
  privacyLink: {
    id: 'channels.privacyLink',
    defaultMessage: 'Privacy and consents',
    description: 'Link to the privacy page',
  },
  save: { id: 'channels.save', defaultMessage: 'Save choices', description: 'Saves the channels' },
  saved: {
    id: 'channels.saved',
    defaultMessage: 'Your choices are saved.',
    description: 'Status after the channels were saved',
  },
  channelFor: {
    id: 'channels.channelFor',
    defaultMessage: '{channel}: {kind}',
    description: 'Accessible name of one checkbox: the channel and the kind of message',
  },
});

export const kindMessages = defineMessages({
  saved_search_match: {
    id: 'channels.kind.savedSearchMatch',
    defaultMessage: 'New homes matching a saved search',
    description: 'Kind of message',
  },
  price_drop: {
    id: 'channels.kind.priceDrop',
    defaultMessage: 'Price drops',
    description: 'Kind of message',
  },
  available_again: {
    id: 'channels.kind.availableAgain',
    defaultMessage: 'A saved home available again',
    description: 'Kind of message',
  },
  reservation_payment: {
    id: 'channels.kind.reservationPayment',
    defaultMessage: 'Reservations and payments',
    description: 'Kind of message',
  },
  transfer_deadline: {
    id: 'channels.kind.transferDeadline',
    defaultMessage: 'Bank transfer deadlines',
    description: 'Kind of message',
  },
  financing_status: {
    id: 'channels.kind.financingStatus',
    defaultMessage: 'Financing request updates',
    description: 'Kind of message',
  },
  offers_ready: {
    id: 'channels.kind.offersReady',
    defaultMessage: 'Financing offers ready or expiring',
    description: 'Kind of message',
  },
  documents_requested: {
    id: 'channels.kind.documentsRequested',
    defaultMessage: 'Documents requested by the bank',
    description: 'Kind of message',
  },
  marketing: {
    id: 'channels.kind.marketing',
    defaultMessage: 'Offers and news',
    description: 'Kind of message: marketing',
  },
});

export const unsubscribeMessages = defineMessages({
  off: {
    id: 'channels.unsubscribe.off',
    defaultMessage: 'Unsubscribed: {kind} by {channel}',
    description: 'Heading after a message link turned one kind of message off on one channel',
  },
  offText: {
    id: 'channels.unsubscribe.offText',
    defaultMessage:
      'We will no longer send you “{kind}” by {channel}. Your other messages are unchanged.',
    description: 'Says what the unsubscribe link turned off',
  },
  onAgain: {
    id: 'channels.unsubscribe.onAgain',
    defaultMessage: 'Subscribed again: {kind} by {channel}',
    description: 'Heading after the undo turned the kind of message back on',
  },
  onAgainText: {
    id: 'channels.unsubscribe.onAgainText',
    defaultMessage: 'We will send you “{kind}” by {channel} again.',
    description: 'Says what the undo turned back on',
  },
  undo: {
    id: 'channels.unsubscribe.undo',
    defaultMessage: 'Undo',
    description: 'Turns the kind of message back on',
  },
  turnOff: {
    id: 'channels.unsubscribe.turnOff',
    defaultMessage: 'Unsubscribe again',
    description: 'Turns the kind of message off again after an undo',
  },
  allChoices: {
    id: 'channels.unsubscribe.allChoices',
    defaultMessage: 'All your message choices (sign-in needed)',
    description: 'Link to the account page of message channels',
  },
  invalid: {
    id: 'channels.unsubscribe.invalid',
    defaultMessage:
      'This unsubscribe link is not valid. Choose your messages in your account instead.',
    description: 'The unsubscribe link is missing, altered or unknown',
  },
  expired: {
    id: 'channels.unsubscribe.expired',
    defaultMessage:
      'This unsubscribe link has expired. Use the link of a newer message, or choose your messages in your account.',
    description: 'The unsubscribe link is older than 30 days',
  },
});

/** Browser push on this device (the switch, its states). */
export const pushMessages = defineMessages({
  pushHeading: {
    id: 'channels.push.heading',
    defaultMessage: 'Notifications on this device',
    description: 'Heading of the section that turns browser push on or off on this device',
  },
  pushSwitch: {
    id: 'channels.push.switch',
    defaultMessage: 'Browser notifications on this device',
    description: 'Label of the switch that turns browser push on or off on this device',
  },
  pushHint: {
    id: 'channels.push.hint',
    defaultMessage:
      'Your browser asks for your permission once you turn this on. Choose which messages come as notifications in the Browser column above.',
    description: 'Explains the push switch: the browser asks only after it is turned on',
  },
  pushTurningOn: {
    id: 'channels.push.turningOn',
    defaultMessage: 'Turning notifications on…',
    description: 'Status while the browser is asked and the subscription is stored',
  },
  pushOn: {
    id: 'channels.push.on',
    defaultMessage: 'Notifications are on on this device.',
    description: 'Status: push is on on this device',
  },
  pushOff: {
    id: 'channels.push.off',
    defaultMessage: 'Notifications are off on this device.',
    description: 'Status: push is off on this device',
  },
  pushDenied: {
    id: 'channels.push.denied',
    defaultMessage:
      'Notifications from Baitak are blocked in this browser. To allow them, open the site settings from the icon beside the address, set Notifications to Allow, then reload this page and turn them on here.',
    description: 'The notification permission was refused: how to allow it again',
  },
  pushUnsupported: {
    id: 'channels.push.unsupported',
    defaultMessage:
      'This browser cannot show notifications from Baitak. We will keep sending your messages by e-mail and to your mobile.',
    description: 'The browser has no push support (or the server offers none)',
  },
  pushFailed: {
    id: 'channels.push.failed',
    defaultMessage: 'Notifications could not be turned on. Please try again.',
    description: 'Turning push on failed for a reason the server did not name',
  },
});
