import { defineMessages } from '@/i18n/define-messages';
import { commonMessages } from '@/components/messages';
import { sharedMessages } from '@/i18n/shared-messages';
import { reservationMessages } from '@/entities/reservation';

export const paymentMessages = {
  ...defineMessages({
    heading: {
      id: 'reservation.pay.heading',
      defaultMessage: 'Pay the reservation amount',
      description: 'Heading of the payment step',
    },
    amountDue: {
      id: 'reservation.pay.amountDue',
      defaultMessage: 'Amount due: {amount}',
      description: 'The hold fee to pay',
    },
    applePayUnavailable: {
      id: 'reservation.pay.applePayUnavailable',
      defaultMessage: 'Apple Pay is available in Safari on a supported Apple device.',
      description: 'Why the Apple Pay option is disabled',
    },
    applePayButton: {
      id: 'reservation.pay.applePayButton',
      defaultMessage: 'Pay {amount} with Apple Pay',
      description: 'Button that opens the Apple Pay sheet',
    },
    applePayLabel: {
      id: 'reservation.pay.applePayLabel',
      defaultMessage: 'Unit reservation',
      description: 'The line shown on the Apple Pay sheet',
    },
    bankTransferIntro: {
      id: 'reservation.pay.bankTransferIntro',
      defaultMessage:
        'You will get our bank details and have {minutes, plural, one {# minute} other {# minutes}} to make the transfer. The unit stays reserved for you until then.',
      description:
        'Explains bank transfer before choosing it; minutes = bank_transfer_deadline_minutes',
    },
    bankTransferButton: {
      id: 'reservation.pay.bankTransferButton',
      defaultMessage: 'Continue with bank transfer',
      description: 'Button that chooses bank transfer',
    },
    cardholderName: {
      id: 'reservation.card.cardholderName',
      defaultMessage: 'Name on card',
      description: 'Label of the cardholder name',
    },
    cardholderHint: {
      id: 'reservation.card.cardholderHint',
      defaultMessage: 'In English letters, as printed on the card.',
      description: 'Hint of the cardholder name',
    },
    number: {
      id: 'reservation.card.number',
      defaultMessage: 'Card number',
      description: 'Label of the card number',
    },
    expiryLegend: {
      id: 'reservation.card.expiryLegend',
      defaultMessage: 'Expiry date',
      description: 'Legend of the expiry month and year',
    },
    expiryMonth: {
      id: 'reservation.card.expiryMonth',
      defaultMessage: 'Month (MM)',
      description: 'Label of the expiry month',
    },
    expiryYear: {
      id: 'reservation.card.expiryYear',
      defaultMessage: 'Year (YY)',
      description: 'Label of the expiry year',
    },
    cvc: {
      id: 'reservation.card.cvc',
      defaultMessage: 'Security code (CVV)',
      description: 'Label of the card security code',
    },
    cvcHint: {
      id: 'reservation.card.cvcHint',
      defaultMessage: 'The 3 or 4 digits on the back of the card.',
      description: 'Hint of the security code',
    },
    payButton: {
      id: 'reservation.card.payButton',
      defaultMessage: 'Pay {amount}',
      description: 'Button that pays the hold fee by card',
    },
    secureNote: {
      id: 'reservation.card.secureNote',
      defaultMessage:
        'Your card details go straight to the payment provider over a secure connection. We never store them.',
      description: 'Reassurance under the card form',
    },
    termsNote: {
      id: 'reservation.card.termsNote',
      defaultMessage: 'By completing the payment you agree to the reservation terms.',
      description: 'Paying accepts the reservation terms automatically',
    },
    processingHeading: {
      id: 'reservation.status.processingHeading',
      defaultMessage: 'Processing your payment',
      description: 'Heading while the payment is processing',
    },
    verifyHeading: {
      id: 'reservation.status.verifyHeading',
      defaultMessage: 'Verify the payment with your bank',
      description: 'Heading when 3-D Secure is required',
    },
    verifyText: {
      id: 'reservation.status.verifyText',
      defaultMessage:
        'Your bank asks you to confirm this payment. We are taking you to its verification page.',
      description: 'Text when 3-D Secure is required',
    },
    verifyButton: {
      id: 'reservation.status.verifyButton',
      defaultMessage: 'Continue to verification',
      description: 'Button that opens the 3-D Secure page',
    },
    failedHeading: {
      id: 'reservation.status.failedHeading',
      defaultMessage: 'Payment failed',
      description: 'Heading of a failed payment',
    },
  }),
  methodLegend: reservationMessages.paymentOption,
  processingText: sharedMessages.waitFewSeconds,
  failedRetry: commonMessages.retry,
};
