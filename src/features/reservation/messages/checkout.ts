import { defineMessages } from '@/i18n/define-messages';
import { commonMessages } from '@/components/messages';
import { sharedMessages } from '@/i18n/shared-messages';
import { notificationKindMessages } from '@/entities/notification/kinds';
import { reservationMessages } from '@/entities/reservation';

export const checkoutMessages = {
  ...defineMessages({
    stepsLabel: {
      id: 'reservation.steps.label',
      defaultMessage: 'Reservation steps',
      description: 'Accessible name of the list of checkout steps',
    },
    stepReserve: {
      id: 'reservation.steps.reserve',
      defaultMessage: 'Reserve',
      description: 'Checkout step 1: hold the unit',
    },
    stepPay: {
      id: 'reservation.steps.pay',
      defaultMessage: 'Pay',
      description: 'Checkout step 2: pay the reservation amount',
    },
    stepDone: {
      id: 'reservation.steps.done',
      defaultMessage: 'Confirmed',
      description: 'Checkout step 3: the reservation is confirmed',
    },
    summaryHeading: {
      id: 'reservation.summary.heading',
      defaultMessage: 'Unit summary',
      description: 'Heading of the box that sums up the unit being reserved',
    },
    holdAmount: {
      id: 'reservation.summary.holdAmount',
      defaultMessage: 'Reservation amount',
      description: 'Label of the hold fee paid to reserve the unit',
    },
    holdAmountNote: {
      id: 'reservation.summary.holdAmountNote',
      defaultMessage: 'The reservation amount is deducted from the unit price when you buy it.',
      description: 'Explains what happens to the hold fee',
    },
    reserveIntro: {
      id: 'reservation.reserve.intro',
      defaultMessage:
        'We will hold the unit for you for {minutes, plural, one {# minute} other {# minutes}} while you pay the reservation amount online or by bank transfer.',
      description: 'Explains the hold before reserving; minutes = reservation_hold_minutes',
    },
    reserveButton: {
      id: 'reservation.reserve.button',
      defaultMessage: 'Reserve now',
      description: 'Button that holds the unit for the customer',
    },
    reserveFailedHeading: {
      id: 'reservation.reserve.failedHeading',
      defaultMessage: 'We could not reserve this unit',
      description: 'Heading of a refused or failed reservation attempt',
    },
    attemptsLeft: {
      id: 'reservation.reserve.attemptsLeft',
      defaultMessage:
        '{attempts, plural, =0 {You have no reservation attempts left for this unit today.} one {You have # reservation attempt left for this unit today.} other {You have # reservation attempts left for this unit today.}}',
      description: 'How many reservation attempts the customer still has for the unit',
    },
    unavailableHeading: {
      id: 'reservation.reserve.unavailableHeading',
      defaultMessage: 'This unit cannot be reserved now',
      description: 'Heading when the unit is reserved, sold or unlisted',
    },
    seeActiveHold: {
      id: 'reservation.reserve.seeActiveHold',
      defaultMessage: 'See the home you hold',
      description: 'Link to the account reservations, where the current hold is',
    },
    browseUnits: {
      id: 'reservation.reserve.browseUnits',
      defaultMessage: 'Browse available units',
      description: 'Link to the units list',
    },
    backToUnit: {
      id: 'reservation.reserve.backToUnit',
      defaultMessage: 'Back to the unit',
      description: 'Link to the unit detail page',
    },
    heldUntil: {
      id: 'reservation.hold.heldUntil',
      defaultMessage: 'The unit is reserved for you until {time}.',
      description: 'The end of the unpaid hold; time is a formatted time of day',
    },
    confirmedHeading: {
      id: 'reservation.confirmed.heading',
      defaultMessage: 'Your unit is reserved',
      description: 'Heading after a successful payment or a reconciled transfer',
    },
    confirmedText: {
      id: 'reservation.confirmed.text',
      defaultMessage: 'We received your payment and your reservation is confirmed.',
      description: 'Text of the confirmed reservation',
    },
    termsAccepted: {
      id: 'reservation.confirmed.termsAccepted',
      defaultMessage: 'By completing the payment you agreed to the reservation terms.',
      description: 'Agreeing to the terms is automatic on payment',
    },
    readTerms: {
      id: 'reservation.confirmed.readTerms',
      defaultMessage: 'Read the terms and conditions',
      description: 'Link to the terms page',
    },
    reservationNumber: {
      id: 'reservation.confirmed.number',
      defaultMessage: 'Reservation number',
      description: 'Label of the reservation number',
    },
    paidAmount: {
      id: 'reservation.confirmed.paidAmount',
      defaultMessage: 'Amount paid',
      description: 'Label of the paid hold fee',
    },
    paidAt: {
      id: 'reservation.confirmed.paidAt',
      defaultMessage: 'Paid on',
      description: 'Label of the payment date and time',
    },
    myReservations: {
      id: 'reservation.confirmed.myReservations',
      defaultMessage: 'Go to my reservations',
      description: 'Link to the account reservations list',
    },
    expiredText: {
      id: 'reservation.ended.expiredText',
      defaultMessage:
        'The hold time ended before the payment was completed, so the unit was released.',
      description: 'Text of an expired reservation',
    },
    canceledHeading: {
      id: 'reservation.ended.canceledHeading',
      defaultMessage: 'Your reservation was canceled',
      description: 'Heading after the customer canceled',
    },
    canceledText: {
      id: 'reservation.ended.canceledText',
      defaultMessage:
        'The unit has been released. A paid amount is refunded to your original payment method.',
      description: 'Text of a canceled reservation',
    },
    reserveAgain: {
      id: 'reservation.ended.reserveAgain',
      defaultMessage: 'Reserve again',
      description: 'Button that starts a new reservation of the same unit',
    },
    cancelButton: {
      id: 'reservation.cancel.button',
      defaultMessage: 'Cancel reservation',
      description: 'Button that asks to cancel the reservation',
    },
    cancelQuestion: {
      id: 'reservation.cancel.question',
      defaultMessage: 'Cancel this reservation? The unit will be released for other buyers.',
      description: 'Confirmation question before canceling',
    },
    cancelRefundRule: {
      id: 'reservation.cancel.refundRule',
      defaultMessage:
        'We refund {refund} of the {fee} you paid to your original payment method within {days, plural, one {# day} other {# days}}. The whole fee is refunded until {date}; after that, half of it.',
      description: 'The refund rule, shown before cancelling a paid reservation',
    },
    cancelNothingPaid: {
      id: 'reservation.cancel.nothingPaid',
      defaultMessage: 'Nothing has been paid yet, so there is nothing to refund.',
      description: 'Shown before cancelling an unpaid reservation',
    },
    cancelConfirm: {
      id: 'reservation.cancel.confirm',
      defaultMessage: 'Yes, cancel it',
      description: 'Button that cancels the reservation',
    },
    cancelKeep: {
      id: 'reservation.cancel.keep',
      defaultMessage: 'Keep my reservation',
      description: 'Button that closes the cancel question',
    },
  }),
  price: reservationMessages.price,
  reserveHeading: sharedMessages.reserveUnit,
  period: reservationMessages.period,
  periodValue: reservationMessages.periodValue,
  transactionNumber: reservationMessages.transactionNumber,
  requestFinancing: commonMessages.requestFinancing,
  expiredHeading: notificationKindMessages.reservation_expired,
};
