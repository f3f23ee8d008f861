import { defineMessages } from '@/i18n/define-messages';

/** The texts of the hold countdown, the transfer instructions and their copy buttons. */
export const holdMessages = defineMessages({
  timeLeft: {
    id: 'reservation.hold.timeLeft',
    defaultMessage: 'Time left',
    description: 'Label of the countdown to the end of the hold',
  },
  minutesLeft: {
    id: 'reservation.hold.minutesLeft',
    defaultMessage:
      '{minutes, plural, =0 {Less than a minute left} one {# minute left} other {# minutes left}}',
    description: 'Announced to screen readers each minute while the hold counts down',
  },
  timeUp: {
    id: 'reservation.hold.timeUp',
    defaultMessage: 'The time is up.',
    description: 'Announced when the countdown reaches zero',
  },
  iban: {
    id: 'reservation.bankTransfer.iban',
    defaultMessage: 'IBAN',
    description: 'Label of the IBAN',
  },
  beneficiary: {
    id: 'reservation.bankTransfer.beneficiary',
    defaultMessage: 'Beneficiary',
    description: 'Label of the beneficiary name',
  },
  bank: {
    id: 'reservation.bankTransfer.bank',
    defaultMessage: 'Bank',
    description: 'Label of the bank',
  },
  amount: {
    id: 'reservation.bankTransfer.amount',
    defaultMessage: 'Amount',
    description: 'Label of the amount to transfer',
  },
  reference: {
    id: 'reservation.bankTransfer.reference',
    defaultMessage: 'Reference (transfer note)',
    description: 'Label of the text to put in the transfer note',
  },
  copy: {
    id: 'reservation.bankTransfer.copy',
    defaultMessage: 'Copy {what}',
    description: 'Button that copies a value; what = the label, e.g. IBAN',
  },
  copied: {
    id: 'reservation.bankTransfer.copied',
    defaultMessage: '{what} copied',
    description: 'Announced after copying',
  },
  copyFailed: {
    id: 'reservation.bankTransfer.copyFailed',
    defaultMessage: 'Could not copy. Please select the text and copy it.',
    description: 'Copying is not allowed by the browser',
  },
  invoice: {
    id: 'reservation.confirmed.invoice',
    defaultMessage: 'Download the invoice ({number})',
    description: 'Link to the invoice PDF',
  },
  payWithin: {
    id: 'shared.reservation.payWithin',
    defaultMessage: 'Time left to pay',
    description: 'Label of the countdown to the end of an unpaid hold',
  },
  transferWithin: {
    id: 'shared.reservation.transferWithin',
    defaultMessage: 'Time left to transfer',
    description: 'Label of the countdown to the bank transfer deadline',
  },
  transferHeading: {
    id: 'shared.reservation.transferHeading',
    defaultMessage: 'Where to transfer the fee',
    description: 'Heading of the bank transfer instructions on the reservation page',
  },
  reportTransfer: {
    id: 'shared.reservation.reportTransfer',
    defaultMessage: 'Report your transfer',
    description: 'Link to the checkout, where the customer reports the transfer number',
  },
  expiredText: {
    id: 'shared.reservation.expiredText',
    defaultMessage: 'The time to pay ended before the fee was paid, and the unit was released.',
    description: 'What happened to an expired reservation',
  },
  canceledText: {
    id: 'shared.reservation.canceledText',
    defaultMessage: 'You cancelled this reservation before paying; nothing is owed.',
    description: 'What happened to a reservation cancelled while unpaid',
  },
  refundPendingText: {
    id: 'shared.reservation.refundPendingText',
    defaultMessage:
      'You cancelled this reservation. {amount} is on its way back to your original payment method and arrives by {date}.',
    description: 'A cancelled reservation whose refund is pending',
  },
  refundedText: {
    id: 'shared.reservation.refundedText',
    defaultMessage: '{amount} was refunded to your original payment method on {date}.',
    description: 'A cancelled reservation whose refund arrived',
  },
  confirmedText: {
    id: 'shared.reservation.confirmedText',
    defaultMessage: 'The fee is paid and the unit is reserved for you until {date}.',
    description: 'A confirmed reservation',
  },
});
