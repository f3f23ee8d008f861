import { defineMessages } from '@/i18n/define-messages';

const own = defineMessages({
  phone_number__required: {
    id: 'errors.code.phone_number__required',
    defaultMessage: 'Please enter your mobile number.',
    description: 'Error code phone_number__required: a phone field is empty',
  },
  phone_number__invalid: {
    id: 'errors.code.phone_number__invalid',
    defaultMessage: 'Please enter a valid Saudi mobile number, for example 05XXXXXXXX.',
    description: 'Error code phone_number__invalid: the phone number has a wrong format',
  },
  phone_number__exists: {
    id: 'errors.code.phone_number__exists',
    defaultMessage: 'This mobile number is already registered. Please sign in instead.',
    description:
      'Error code phone_number__exists: sign-up with a phone number that already has an account',
  },
  phone_code__invalid: {
    id: 'errors.code.phone_code__invalid',
    defaultMessage: 'This country code is not supported. Please use a Saudi mobile number.',
    description: 'Error code phone_code__invalid: the phone dial code is not an accepted country',
  },
  customer__not_found: {
    id: 'errors.code.customer__not_found',
    defaultMessage: 'This number is not registered with us. Please check it or create an account.',
    description: 'Error code customer__not_found: sign-in with a phone or ID that has no account',
  },
  phone_number__absher_not_available: {
    id: 'errors.code.phone_number__absher_not_available',
    defaultMessage:
      'This mobile number is not registered in Absher. Please use the number registered in Absher.',
    description:
      'Error code phone_number__absher_not_available: the phone is not registered with Absher, the national identity service',
  },
  national_id__required: {
    id: 'errors.code.national_id__required',
    defaultMessage: 'Please enter your national ID or Iqama number.',
    description: 'Error code national_id__required: the ID field is empty',
  },
  national_id__invalid: {
    id: 'errors.code.national_id__invalid',
    defaultMessage: 'Please enter a valid national ID or Iqama number of 10 digits.',
    description: 'Error code national_id__invalid: the national ID or Iqama number is not valid',
  },
  national_id__exists: {
    id: 'errors.code.national_id__exists',
    defaultMessage: 'This ID number is already registered. Please sign in instead.',
    description: 'Error code national_id__exists: sign-up with an ID that already has an account',
  },
  national_id_phone_number__mismatch: {
    id: 'errors.code.national_id_phone_number__mismatch',
    defaultMessage:
      'This mobile number is not linked to this ID number. Please use the number registered in Absher.',
    description:
      'Error code national_id_phone_number__mismatch: the phone number is not registered to the ID',
  },
  national_id__absher_not_activated: {
    id: 'errors.code.national_id__absher_not_activated',
    defaultMessage:
      'This ID number is not activated in Absher. Please activate your Absher account, then try again.',
    description: 'Error code national_id__absher_not_activated: the ID is not activated in Absher',
  },
  birthday__required: {
    id: 'errors.code.birthday__required',
    defaultMessage: 'Please enter your date of birth.',
    description: 'Error code birthday__required: the birthday field is empty',
  },
  birthday__invalid: {
    id: 'errors.code.birthday__invalid',
    defaultMessage:
      'The date of birth is not valid or does not match the official records. Please check it.',
    description:
      'Error code birthday__invalid: the birthday is not a date or not the registry date',
  },
  birthday__underage: {
    id: 'errors.code.birthday__underage',
    defaultMessage: 'You must be at least 18 years old to register.',
    description: 'Error code birthday__underage: the customer is younger than 18',
  },
  otp__invalid: {
    id: 'errors.code.otp__invalid',
    defaultMessage: 'The verification code is incorrect. Please check it and try again.',
    description: 'Error code otp__invalid: the one-time code is wrong',
  },
  otp__expired: {
    id: 'errors.code.otp__expired',
    defaultMessage: 'The verification code has expired. Please request a new code.',
    description: 'Error code otp__expired: the one-time code is no longer valid',
  },
  otp__still_valid: {
    id: 'errors.code.otp__still_valid',
    defaultMessage:
      'Your current code is still valid. Please use it, or wait before requesting a new one.',
    description: 'Error code otp__still_valid: a new code was asked for too early',
  },
  sid__required: {
    id: 'errors.code.sid__required',
    defaultMessage: 'Your verification session has ended. Please request a new code.',
    description: 'Error code sid__required: the code flow id (sid) is missing',
  },
  token__required: {
    id: 'errors.code.token__required',
    defaultMessage:
      'The confirmation link is incomplete. Please open the link from your email again.',
    description: 'Error code token__required: the email confirmation token is missing',
  },
  token__invalid: {
    id: 'errors.code.token__invalid',
    defaultMessage: 'This confirmation link is not valid. Please request a new link.',
    description: 'Error code token__invalid: the email confirmation token is wrong',
  },
  token__expired: {
    id: 'errors.code.token__expired',
    defaultMessage: 'This confirmation link has expired. Please request a new link.',
    description: 'Error code token__expired: the email confirmation token has expired',
  },
  token__already_used: {
    id: 'errors.code.token__already_used',
    defaultMessage:
      'This confirmation link has already been used. If your email is not confirmed yet, please request a new link.',
    description: 'Error code token__already_used: the email confirmation token was used before',
  },
  nafath__not_found: {
    id: 'errors.code.nafath__not_found',
    defaultMessage: 'This Nafath request was not found. Please start the verification again.',
    description: 'Error code nafath__not_found: unknown Nafath (national single sign-on) request',
  },
  nafath__rejected: {
    id: 'errors.code.nafath__rejected',
    defaultMessage: 'The request was rejected in the Nafath app. Please try again and approve it.',
    description: 'Error code nafath__rejected: the customer rejected the Nafath request',
  },
  nafath__expired: {
    id: 'errors.code.nafath__expired',
    defaultMessage: 'The Nafath request has expired. Please send a new request.',
    description: 'Error code nafath__expired: the Nafath request was not answered in time',
  },
  nafath__pending: {
    id: 'errors.code.nafath__pending',
    defaultMessage:
      'The Nafath request has not been answered yet. Please choose the number in the Nafath app.',
    description: 'Error code nafath__pending: the Nafath request is still waiting for the customer',
  },
  request_id__required: {
    id: 'errors.code.request_id__required',
    defaultMessage: 'Your Nafath verification was lost. Please send a new request.',
    description:
      'Error code request_id__required: no Nafath request named when proving the identity with it',
  },
  nafath__service_unavailable: {
    id: 'errors.code.nafath__service_unavailable',
    defaultMessage: 'Nafath is not available right now. Please try again later.',
    description: 'Error code nafath__service_unavailable: Nafath does not answer',
  },
});

/** Codes the customer can do the same about share one message. */
export const authCodeMessages = {
  ...own,
  bad_credentials: own.otp__invalid,
  otp__not_found: own.otp__invalid,
  otp__required: own.otp__invalid,
  yakeen_otp__required: own.otp__invalid,
};
