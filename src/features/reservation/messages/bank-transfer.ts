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
