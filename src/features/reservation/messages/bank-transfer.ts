import { defineMessages } from '@/i18n/define-messages';
import { reservationMessages } from '@/entities/reservation';

export const bankTransferMessages = {
  ...defineMessages({
    heading: {
      id: 'reservation.bankTransfer.heading',
      defaultMessage: 'Transfer the reservation amount',
      description: 'Heading of the bank transfer instructions',
    },
    intro: {
      id: 'reservation.bankTransfer.intro',
      defaultMessage:
        'Transfer the exact amount to this account from your bank app and write the reference in the transfer note.',
      description: 'How to make the transfer',
    },
    deadline: {
      id: 'reservation.bankTransfer.deadline',
      defaultMessage: 'Transfer and confirm by {time}, {date}.',
      description: 'The transfer deadline',
    },
    confirmHeading: {
      id: 'reservation.bankTransfer.confirmHeading',
      defaultMessage: 'Made the transfer?',
      description: 'Heading of the form that reports the transfer',
    },
    transactionHint: {
      id: 'reservation.bankTransfer.transactionHint',
      defaultMessage: 'From your bank receipt: 6 to 30 English letters and digits.',
      description: 'Hint of the transaction number',
    },
    confirmButton: {
      id: 'reservation.bankTransfer.confirmButton',
      defaultMessage: 'Confirm the transfer',
      description: 'Button that reports the transfer',
    },
    waitingHeading: {
      id: 'reservation.bankTransfer.waitingHeading',
      defaultMessage: 'Waiting for the bank to confirm your transfer',
      description: 'Heading after reporting the transfer',
    },
    waitingText: {
      id: 'reservation.bankTransfer.waitingText',
      defaultMessage:
        'You reported transaction {number}. Your reservation is confirmed as soon as the bank confirms the transfer; you can leave this page.',
      description: 'Text after reporting the transfer',
    },
  }),
  transactionNumber: reservationMessages.transactionNumber,
};
