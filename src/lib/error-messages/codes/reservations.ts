import { defineMessages } from '@/i18n/define-messages';

export const reservationsCodeMessages = defineMessages({
  unit__required: {
    id: 'errors.code.unit__required',
    defaultMessage: 'Please choose a unit to reserve.',
    description: 'Error code unit__required: reserve without a unit',
  },
  unit__not_available: {
    id: 'errors.code.unit__not_available',
    defaultMessage: 'This unit is no longer available for reservation. Please choose another unit.',
    description: 'Error code unit__not_available: the unit is unlisted or sold',
  },
  unit__license_expired: {
    id: 'errors.code.unit__license_expired',
    defaultMessage:
      'This home cannot be reserved: its advertising licence has expired, so it is off the market.',
    description:
      'Error code unit__license_expired: the unit advertising licence (REGA) has expired',
  },
  reservation__active_exists: {
    id: 'errors.code.reservation__active_exists',
    defaultMessage:
      'You already hold another home. Pay for it or cancel it before reserving a new one.',
    description:
      'Error code reservation__active_exists: the customer already holds one unit (one at a time)',
  },
  unit__already_reserved: {
    id: 'errors.code.unit__already_reserved',
    defaultMessage: 'This unit has already been reserved. Please choose another unit.',
    description: 'Error code unit__already_reserved: the unit is held by a paid reservation',
  },
  reservation__required: {
    id: 'errors.code.reservation__required',
    defaultMessage:
      'Please choose one of your reservations or enter the details of your own property.',
    description:
      'Error code reservation__required: financing request without a reservation or own property',
  },
  reservation__invalid: {
    id: 'errors.code.reservation__invalid',
    defaultMessage:
      'This reservation cannot be used for this request. Please choose another reservation.',
    description:
      "Error code reservation__invalid: the reservation is not the customer's or not in a usable status",
  },
  reservation__not_found: {
    id: 'errors.code.reservation__not_found',
    defaultMessage: 'This reservation was not found. Please check your reservations.',
    description: 'Error code reservation__not_found: unknown reservation',
  },
  reservation__in_progress: {
    id: 'errors.code.reservation__in_progress',
    defaultMessage: 'Another person is reserving this unit. Please come back later.',
    description:
      'Error code reservation__in_progress: another customer is reserving the unit, wait time unknown',
  },
  reservation__attempts_limit_reached: {
    id: 'errors.code.reservation__attempts_limit_reached',
    defaultMessage:
      'You have reached the limit of reservation attempts for this unit. Please try again later.',
    description:
      'Error code reservation__attempts_limit_reached: no reservation attempts left for this unit',
  },
  reservation__technical_error: {
    id: 'errors.code.reservation__technical_error',
    defaultMessage: 'The reservation failed because of a technical error. Please try again.',
    description: 'Error code reservation__technical_error: the reservation failed on the server',
  },
  reservation__expired: {
    id: 'errors.code.reservation__expired',
    defaultMessage:
      'This reservation has expired. Please reserve the unit again if it is still available.',
    description: 'Error code reservation__expired: the reservation hold time has passed',
  },
  reservation__status_invalid: {
    id: 'errors.code.reservation__status_invalid',
    defaultMessage:
      'This is no longer possible for this reservation. Please refresh the page to see its current status.',
    description:
      'Error code reservation__status_invalid: the reservation status does not allow the action',
  },
  reservation__not_cancelable: {
    id: 'errors.code.reservation__not_cancelable',
    defaultMessage:
      'This reservation can no longer be cancelled: financing is under way or the sale is complete. Please contact us for help.',
    description:
      'Error code reservation__not_cancelable: financing in progress or decided, or the sale finished',
  },
  invoice__not_found: {
    id: 'errors.code.invoice__not_found',
    defaultMessage: 'This reservation has no invoice yet: it is issued once the fee is paid.',
    description: 'Error code invoice__not_found: the reservation was never paid',
  },
  payment__not_found: {
    id: 'errors.code.payment__not_found',
    defaultMessage: 'This payment was not found. Please check your reservation.',
    description: 'Error code payment__not_found: unknown payment',
  },
  payment__method_invalid: {
    id: 'errors.code.payment__method_invalid',
    defaultMessage: 'This payment method is not available. Please choose another one.',
    description: 'Error code payment__method_invalid: unknown payment method',
  },
  payment__declined: {
    id: 'errors.code.payment__declined',
    defaultMessage:
      'Your payment was declined. Please check your card details or use another card.',
    description: 'Error code payment__declined: the card payment was declined',
  },
  payment__insufficient_funds: {
    id: 'errors.code.payment__insufficient_funds',
    defaultMessage: 'The card balance is not enough. Please use another card.',
    description: 'Error code payment__insufficient_funds: the card has insufficient funds',
  },
  payment__technical_error: {
    id: 'errors.code.payment__technical_error',
    defaultMessage: 'The payment failed because of a technical error. Please try again.',
    description: 'Error code payment__technical_error: the payment provider failed',
  },
  payment__three_ds_failed: {
    id: 'errors.code.payment__three_ds_failed',
    defaultMessage: 'Your bank could not verify the card. Please try again or use another card.',
    description: 'Error code payment__three_ds_failed: 3-D Secure card verification failed',
  },
  payment__abandoned: {
    id: 'errors.code.payment__abandoned',
    defaultMessage: 'You stopped this payment before your bank verified it. Nothing was charged.',
    description:
      'Error code payment__abandoned: the customer abandoned a payment waiting for 3-D Secure',
  },
  payment__status_invalid: {
    id: 'errors.code.payment__status_invalid',
    defaultMessage: 'This payment can no longer be stopped: it is already with your bank.',
    description: 'Error code payment__status_invalid: the payment is not waiting for 3-D Secure',
  },
  payment__in_progress: {
    id: 'errors.code.payment__in_progress',
    defaultMessage:
      'A payment for this reservation is already in progress. Please wait a moment, then refresh the page.',
    description: 'Error code payment__in_progress: another payment attempt is still processing',
  },
  cardholder_name__required: {
    id: 'errors.code.cardholder_name__required',
    defaultMessage: 'Please enter the name on the card.',
    description: 'Error code cardholder_name__required: the cardholder name is empty',
  },
  cardholder_name__invalid: {
    id: 'errors.code.cardholder_name__invalid',
    defaultMessage: 'The cardholder name is not valid. Please enter it as it appears on the card.',
    description: 'Error code cardholder_name__invalid: the cardholder name is not valid',
  },
  card_number__required: {
    id: 'errors.code.card_number__required',
    defaultMessage: 'Please enter the card number.',
    description: 'Error code card_number__required: the card number is empty',
  },
  card_number__invalid: {
    id: 'errors.code.card_number__invalid',
    defaultMessage: 'The card number is not valid. Please check it.',
    description: 'Error code card_number__invalid: the card number is not valid',
  },
  card_expiry__invalid: {
    id: 'errors.code.card_expiry__invalid',
    defaultMessage: 'Please enter a valid expiry date (MM/YY).',
    description: 'Error code card_expiry__invalid: the card expiry date is not valid',
  },
  card_expiry__expired: {
    id: 'errors.code.card_expiry__expired',
    defaultMessage: 'This card has expired. Please use another card.',
    description: 'Error code card_expiry__expired: the card has expired',
  },
  card_cvc__invalid: {
    id: 'errors.code.card_cvc__invalid',
    defaultMessage:
      'The security code (CVV) is not valid. Please check it on the back of your card.',
    description: 'Error code card_cvc__invalid: the card security code is not valid',
  },
  apple_pay_token__invalid: {
    id: 'errors.code.apple_pay_token__invalid',
    defaultMessage: 'Apple Pay could not complete the payment. Please try again or pay by card.',
    description: 'Error code apple_pay_token__invalid: the Apple Pay token was refused',
  },
  apple_pay_validation_url__invalid: {
    id: 'errors.code.apple_pay_validation_url__invalid',
    defaultMessage:
      'Apple Pay could not be started on this device. Please pay by card or bank transfer.',
    description:
      'Error code apple_pay_validation_url__invalid: the Apple Pay validation URL was not Apple’s',
  },
  apple_pay__merchant_validation_failed: {
    id: 'errors.code.apple_pay__merchant_validation_failed',
    defaultMessage: 'Apple Pay is not available right now. Please pay by card or bank transfer.',
    description:
      'Error code apple_pay__merchant_validation_failed: Apple refused or could not be reached to open the sheet',
  },
  card_token__required: {
    id: 'errors.code.card_token__required',
    defaultMessage: 'Please enter your card details.',
    description: 'Error code card_token__required: the payment was sent without a card token',
  },
  card_token__invalid: {
    id: 'errors.code.card_token__invalid',
    defaultMessage: 'Your card details have expired on this page. Please enter them again.',
    description: 'Error code card_token__invalid: the payment provider token is unknown or expired',
  },
  card_token__used: {
    id: 'errors.code.card_token__used',
    defaultMessage: 'These card details were already used. Please enter them again.',
    description: 'Error code card_token__used: the payment provider token was already charged',
  },
  payment__card_data_forbidden: {
    id: 'errors.code.payment__card_data_forbidden',
    defaultMessage:
      'For your security we do not accept card details directly. Please use the card form.',
    description:
      'Error code payment__card_data_forbidden: raw card data was sent to our API and refused',
  },
  return_path__invalid: {
    id: 'errors.code.return_path__invalid',
    defaultMessage:
      'We could not start the card verification. Please reload the page and pay again.',
    description:
      'Error code return_path__invalid: the page to come back to after 3-D Secure was not a page of this site',
  },
  bank_transfer__deadline_passed: {
    id: 'errors.code.bank_transfer__deadline_passed',
    defaultMessage:
      'The bank transfer deadline has passed. Please reserve the unit again if it is still available.',
    description:
      'Error code bank_transfer__deadline_passed: the bank transfer came after the deadline',
  },
  transaction_number__required: {
    id: 'errors.code.transaction_number__required',
    defaultMessage: 'Please enter the transfer reference number.',
    description:
      'Error code transaction_number__required: bank transfer: the reference number is empty',
  },
  transaction_number__invalid: {
    id: 'errors.code.transaction_number__invalid',
    defaultMessage:
      'The transfer reference number is not valid. Please check it on your bank receipt.',
    description:
      'Error code transaction_number__invalid: bank transfer: the reference number is not valid',
  },
  idempotency_key__invalid: {
    id: 'errors.code.idempotency_key__invalid',
    defaultMessage: 'We could not process your request. Please refresh the page and try again.',
    description:
      'Error code idempotency_key__invalid: technical: the retry key of the request is not valid',
  },
  idempotency_key__mismatch: {
    id: 'errors.code.idempotency_key__mismatch',
    defaultMessage:
      'This request conflicts with an earlier one. Please refresh the page and try again.',
    description:
      'Error code idempotency_key__mismatch: technical: the retry key was used for another request',
  },
});
