import { defineMessages } from '@/i18n/define-messages';
import { sharedMessages } from '@/i18n/shared-messages';

export const reservationMessages = {
  ...defineMessages({
    noReservations: {
      id: 'shared.reservation.empty',
      defaultMessage: 'You have no reservations yet.',
      description: 'Empty message of the reservations list',
    },
    reservationNumber: {
      id: 'shared.reservation.number',
      defaultMessage: 'Reservation {number}',
      description: 'The reservation number',
    },
    unit: {
      id: 'shared.reservation.unit',
      defaultMessage: '{title} · unit {number} · {project}',
      description: 'The reserved unit: its title, number and project',
    },
    amount: {
      id: 'shared.reservation.amount',
      defaultMessage: 'Reservation fee',
      description: 'Label: the reservation (hold) fee',
    },
    price: {
      id: 'shared.reservation.price',
      defaultMessage: 'Unit price',
      description: 'Label: the unit price',
    },
    reservedTill: {
      id: 'shared.reservation.reservedTill',
      defaultMessage: 'Held until',
      description: 'Label: the hold end of an unpaid reservation',
    },
    period: {
      id: 'shared.reservation.period',
      defaultMessage: 'Reservation period',
      description: 'Label: start and end date of the reservation',
    },
    periodValue: {
      id: 'shared.reservation.periodValue',
      defaultMessage: '{start} to {end}',
      description: 'A period from a start date to an end date',
    },
    paymentOption: {
      id: 'shared.reservation.paymentOption',
      defaultMessage: 'Payment method',
      description: 'Label: payment method',
    },
    paidAmount: {
      id: 'shared.reservation.paidAmount',
      defaultMessage: 'Paid',
      description: 'Label: the amount paid',
    },
    transactionNumber: {
      id: 'shared.reservation.transactionNumber',
      defaultMessage: 'Transaction number',
      description: 'Label: the payment reference',
    },
    transferDeadline: {
      id: 'shared.reservation.transferDeadline',
      defaultMessage: 'Transfer before',
      description: 'Label: the bank transfer deadline',
    },
    details: {
      id: 'shared.reservation.details',
      defaultMessage: 'Details',
      description: 'Disclosure with the reservation details',
    },
    viewUnit: {
      id: 'shared.reservation.viewUnit',
      defaultMessage: 'View the unit',
      description: 'Link to the reserved unit',
    },
    pay: {
      id: 'shared.reservation.pay',
      defaultMessage: 'Complete the payment',
      description: 'Link to the checkout of an unpaid reservation',
    },
  }),
  createdAt: sharedMessages.createdAt,
  browseUnits: sharedMessages.browseUnits,
};
