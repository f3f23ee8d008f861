import { defineMessages } from '@/i18n/define-messages';

export const profileCodeMessages = defineMessages({
  email__required: {
    id: 'errors.code.email__required',
    defaultMessage: 'Please enter your email address.',
    description: 'Error code email__required: the email field is empty',
  },
  email__invalid: {
    id: 'errors.code.email__invalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Error code email__invalid: the email has a wrong format',
  },
  email__exists: {
    id: 'errors.code.email__exists',
    defaultMessage: 'This email is used by another account. Please use a different email.',
    description: 'Error code email__exists: the email belongs to another user',
  },
  email__update_too_often: {
    id: 'errors.code.email__update_too_often',
    defaultMessage: 'You changed your email recently. Please try again later.',
    description: 'Error code email__update_too_often: the email was changed too recently',
  },
  email__already_confirmed: {
    id: 'errors.code.email__already_confirmed',
    defaultMessage: 'Your email is already confirmed. No further action is needed.',
    description:
      'Error code email__already_confirmed: asking for a confirmation email when the email is confirmed',
  },
  email_confirmation__too_often: {
    id: 'errors.code.email_confirmation__too_often',
    defaultMessage:
      'A confirmation email was sent recently. Please check your inbox or try again later.',
    description:
      'Error code email_confirmation__too_often: the confirmation email was resent too often',
  },
  full_name__required: {
    id: 'errors.code.full_name__required',
    defaultMessage: 'Please enter your full name.',
    description: 'Error code full_name__required: the full name field is empty',
  },
  full_name__invalid: {
    id: 'errors.code.full_name__invalid',
    defaultMessage: 'Please enter a valid full name.',
    description: 'Error code full_name__invalid: the full name is not valid',
  },
  nationality__required: {
    id: 'errors.code.nationality__required',
    defaultMessage: 'Please choose your nationality.',
    description: 'Error code nationality__required: the nationality is missing',
  },
  nationality__invalid: {
    id: 'errors.code.nationality__invalid',
    defaultMessage: 'Please choose a nationality from the list.',
    description: 'Error code nationality__invalid: the nationality is not a known code',
  },
  marital_status__required: {
    id: 'errors.code.marital_status__required',
    defaultMessage: 'Please choose your marital status.',
    description: 'Error code marital_status__required: the marital status is missing',
  },
  marital_status__invalid: {
    id: 'errors.code.marital_status__invalid',
    defaultMessage: 'Please choose a marital status from the list.',
    description: 'Error code marital_status__invalid: the marital status is not a known code',
  },
  residence_city__required: {
    id: 'errors.code.residence_city__required',
    defaultMessage: 'Please choose your city of residence.',
    description: 'Error code residence_city__required: the city of residence is missing',
  },
  residence_city__invalid: {
    id: 'errors.code.residence_city__invalid',
    defaultMessage: 'Please choose a city of residence from the list.',
    description: 'Error code residence_city__invalid: the city of residence is not a known city',
  },
  address__required: {
    id: 'errors.code.address__required',
    defaultMessage: 'Please enter the address.',
    description: 'Error code address__required: the address is missing',
  },
  address__invalid: {
    id: 'errors.code.address__invalid',
    defaultMessage: 'Please enter a valid address.',
    description: 'Error code address__invalid: the address is not valid',
  },
  region__required: {
    id: 'errors.code.region__required',
    defaultMessage: 'Please choose a region.',
    description: 'Error code region__required: the region is missing',
  },
  region__invalid: {
    id: 'errors.code.region__invalid',
    defaultMessage: 'Please choose a region from the list.',
    description: 'Error code region__invalid: the region is not a known region',
  },
  city__required: {
    id: 'errors.code.city__required',
    defaultMessage: 'Please choose a city.',
    description: 'Error code city__required: the city is missing',
  },
  city__invalid: {
    id: 'errors.code.city__invalid',
    defaultMessage: 'Please choose a city of the selected region.',
    description: 'Error code city__invalid: the city is not a city of the region',
  },
  phone_number__unchanged: {
    id: 'errors.code.phone_number__unchanged',
    defaultMessage: 'This is already your mobile number. Please enter the new number.',
    description:
      'Error code phone_number__unchanged: changing the mobile number to the current one',
  },
  step_up__required: {
    id: 'errors.code.step_up__required',
    defaultMessage:
      'For your security, please confirm it is you again before changing your mobile number.',
    description:
      'Error code step_up__required: changing the mobile number needs a fresh code to the current number or Nafath',
  },
  consent__not_found: {
    id: 'errors.code.consent__not_found',
    defaultMessage: 'You have not given this consent.',
    description: 'Error code consent__not_found: withdrawing a consent that was never given',
  },
  consent__not_givable: {
    id: 'errors.code.consent__not_givable',
    defaultMessage: 'This consent cannot be given from here.',
    description:
      'Error code consent__not_givable: giving the terms or SIMAH consent from the consents page',
  },
  consent__not_withdrawable: {
    id: 'errors.code.consent__not_withdrawable',
    defaultMessage:
      'This consent cannot be withdrawn while your account exists. You can delete your account instead.',
    description: 'Error code consent__not_withdrawable: withdrawing the consent to the terms',
  },
  account__active_reservation: {
    id: 'errors.code.account__active_reservation',
    defaultMessage:
      'Your account cannot be deleted while you have an active reservation. Cancel it or wait until it ends.',
    description:
      'Error code account__active_reservation: deleting an account that holds a reservation',
  },
  account__active_financing_request: {
    id: 'errors.code.account__active_financing_request',
    defaultMessage:
      'Your account cannot be deleted while a financing request is in progress. Cancel it or wait for its decision.',
    description:
      'Error code account__active_financing_request: deleting an account with a financing request in progress',
  },
});
