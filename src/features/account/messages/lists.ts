import { defineMessages } from '@/i18n/define-messages';

export const listMessages = defineMessages({
  noRequests: {
    id: 'account.requests.empty',
    defaultMessage: 'You have no financing requests yet.',
    description: 'Empty message of the financing requests list',
  },
  newRequest: {
    id: 'account.requests.new',
    defaultMessage: 'Request financing',
    description: 'Link from the empty financing requests list to start a request',
  },
  requestNumber: {
    id: 'account.requests.number',
    defaultMessage: 'Request {number}',
    description: 'Heading of a financing request in the list',
  },
  createdAt: {
    id: 'account.lists.createdAt',
    defaultMessage: 'Created on {date}',
    description: 'When a request or reservation was created',
  },
  estimatedPrice: {
    id: 'account.requests.estimatedPrice',
    defaultMessage: 'Property value: {amount}',
    description: 'The estimated price of the property of a financing request',
  },
  loanAmount: {
    id: 'account.requests.loanAmount',
    defaultMessage: 'Loan amount: {amount}',
    description: 'Loan amount of a financing request',
  },
  viewRequest: {
    id: 'account.requests.view',
    defaultMessage: 'View request {number}',
    description: 'Link to the detail of a financing request',
  },
  noReservations: {
    id: 'account.reservations.empty',
    defaultMessage: 'You have no reservations yet.',
    description: 'Empty message of the reservations list',
  },
  browseUnits: {
    id: 'account.reservations.browse',
    defaultMessage: 'Browse units',
    description: 'Link from the empty reservations list to the units',
  },
  reservationNumber: {
    id: 'account.reservations.number',
    defaultMessage: 'Reservation {number}',
    description: 'The reservation number',
  },
  unit: {
    id: 'account.reservations.unit',
    defaultMessage: '{title} · unit {number} · {project}',
    description: 'The reserved unit: its title, number and project',
  },
  amount: {
    id: 'account.reservations.amount',
    defaultMessage: 'Reservation fee',
    description: 'Label: the reservation (hold) fee',
  },
  price: {
    id: 'account.reservations.price',
    defaultMessage: 'Unit price',
    description: 'Label: the unit price',
  },
  reservedTill: {
    id: 'account.reservations.reservedTill',
    defaultMessage: 'Held until',
    description: 'Label: the hold end of an unpaid reservation',
  },
  period: {
    id: 'account.reservations.period',
    defaultMessage: 'Reservation period',
    description: 'Label: start and end date of the reservation',
  },
  periodValue: {
    id: 'account.reservations.periodValue',
    defaultMessage: '{start} to {end}',
    description: 'A period from a start date to an end date',
  },
  paymentOption: {
    id: 'account.reservations.paymentOption',
    defaultMessage: 'Payment method',
    description: 'Label: payment method',
  },
  paidAmount: {
    id: 'account.reservations.paidAmount',
    defaultMessage: 'Paid',
    description: 'Label: the amount paid',
  },
  transactionNumber: {
    id: 'account.reservations.transactionNumber',
    defaultMessage: 'Transaction number',
    description: 'Label: the payment reference',
  },
  transferDeadline: {
    id: 'account.reservations.transferDeadline',
    defaultMessage: 'Transfer before',
    description: 'Label: the bank transfer deadline',
  },
  details: {
    id: 'account.reservations.details',
    defaultMessage: 'Details',
    description: 'Disclosure with the reservation details',
  },
  viewUnit: {
    id: 'account.reservations.viewUnit',
    defaultMessage: 'View the unit',
    description: 'Link to the reserved unit',
  },
  pay: {
    id: 'account.reservations.pay',
    defaultMessage: 'Complete the payment',
    description: 'Link to the checkout of an unpaid reservation',
  },
  pages: {
    id: 'account.lists.pages',
    defaultMessage: 'Pages',
    description: 'Accessible name of the list pagination',
  },
  pageOf: {
    id: 'account.lists.pageOf',
    defaultMessage: 'Page {page} of {total}',
    description: 'Current page of a list',
  },
  previous: {
    id: 'account.lists.previous',
    defaultMessage: 'Previous',
    description: 'Previous page of a list',
  },
  next: { id: 'account.lists.next', defaultMessage: 'Next', description: 'Next page of a list' },
});

export const paymentMethodMessages = defineMessages({
  visa_master: {
    id: 'account.paymentMethod.visa_master',
    defaultMessage: 'Visa / Mastercard',
    description: 'Payment method',
  },
  mada: {
    id: 'account.paymentMethod.mada',
    defaultMessage: 'mada',
    description: 'Payment method (Saudi debit card network)',
  },
  apple_pay: {
    id: 'account.paymentMethod.apple_pay',
    defaultMessage: 'Apple Pay',
    description: 'Payment method',
  },
  bank_transfer: {
    id: 'account.paymentMethod.bank_transfer',
    defaultMessage: 'Bank transfer',
    description: 'Payment method',
  },
});
