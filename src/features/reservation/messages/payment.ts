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
    cardFrameTitle: {
      id: 'reservation.card.frameTitle',
      defaultMessage: 'Card number, expiry and security code (secure payment provider)',
      description: "Accessible title of the payment provider's card fields frame",
    },
    cardFieldsLoading: {
      id: 'reservation.card.fieldsLoading',
      defaultMessage: 'Loading the secure card fields…',
      description: "Shown while the payment provider's card fields load",
    },
    cardFieldsUnavailable: {
      id: 'reservation.card.fieldsUnavailable',
      defaultMessage: 'Card payment is not available right now. Please choose another method.',
      description: "The payment provider's card fields cannot be shown",
    },
    brandDetected: {
      id: 'reservation.card.brandDetected',
      defaultMessage: 'Card network: {brand}',
      description: 'The card network recognised from the first digits (mada, Visa, Mastercard)',
    },
    brandVisa: {
      id: 'reservation.card.brandVisa',
      defaultMessage: 'Visa',
      description: 'The Visa card network',
    },
    brandMastercard: {
      id: 'reservation.card.brandMastercard',
      defaultMessage: 'Mastercard',
      description: 'The Mastercard card network',
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
        'Your bank asks you to confirm this payment on its verification page. If you left that page, continue there, or stop this payment and pay again.',
      description: 'Text when 3-D Secure is required',
    },
    verifyButton: {
      id: 'reservation.status.verifyButton',
      defaultMessage: 'Continue to verification',
      description: 'Button that opens the 3-D Secure page',
    },
    abandonButton: {
      id: 'reservation.status.abandonButton',
      defaultMessage: 'Stop this payment and pay again',
      description:
        'Button beside "Continue to verification": ends the payment waiting for 3-D Secure (nothing is charged) to pay again or another way',
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
