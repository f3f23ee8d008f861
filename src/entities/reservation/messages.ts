import { defineMessages } from '@/i18n/define-messages';
import { sharedMessages } from '@/i18n/shared-messages';

export const reservationMessages = {
  ...defineMessages({
    noReservations: {
      id: 'records.reservation.empty',
      defaultMessage: 'You have no reservations yet.',
      description: 'Empty message of the reservations list',
    },
    reservationNumber: {
      id: 'records.reservation.number',
      defaultMessage: 'Reservation {number}',
      description: 'The reservation number',
    },
    unit: {
      id: 'records.reservation.unit',
      defaultMessage: '{title} · unit {number} · {project}',
      description: 'The reserved unit: its title, number and project',
    },
    amount: {
      id: 'records.reservation.amount',
      defaultMessage: 'Reservation fee',
      description: 'Label: the reservation (hold) fee',
    },
    price: {
      id: 'records.reservation.price',
      defaultMessage: 'Unit price',
      description: 'Label: the unit price',
    },
    reservedTill: {
      id: 'records.reservation.reservedTill',
      defaultMessage: 'Held until',
      description: 'Label: the hold end of an unpaid reservation',
    },
    period: {
      id: 'records.reservation.period',
      defaultMessage: 'Reservation period',
      description: 'Label: start and end date of the reservation',
    },
    periodValue: {
      id: 'records.reservation.periodValue',
      defaultMessage: '{start} to {end}',
      description: 'A period from a start date to an end date',
    },
    paymentOption: {
      id: 'records.reservation.paymentOption',
      defaultMessage: 'Payment method',
      description: 'Label: payment method',
    },
    paidAmount: {
      id: 'records.reservation.paidAmount',
      defaultMessage: 'Paid',
      description: 'Label: the amount paid',
    },
    transactionNumber: {
      id: 'records.reservation.transactionNumber',
      defaultMessage: 'Transaction number',
      description: 'Label: the payment reference',
    },
    transferDeadline: {
      id: 'records.reservation.transferDeadline',
      defaultMessage: 'Transfer before',
      description: 'Label: the bank transfer deadline',
    },
    details: {
      id: 'records.reservation.details',
      defaultMessage: 'Details',
      description: 'Disclosure with the reservation details',
    },
    viewUnit: {
      id: 'records.reservation.viewUnit',
      defaultMessage: 'View the unit',
      description: 'Link to the reserved unit',
    },
    pay: {
      id: 'records.reservation.pay',
      defaultMessage: 'Complete the payment',
      description: 'Link to the checkout of an unpaid reservation',
    },
  }),
  createdAt: sharedMessages.createdAt,
  browseUnits: sharedMessages.browseUnits,
};
