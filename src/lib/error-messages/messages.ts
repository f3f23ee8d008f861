import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '@/i18n/define-messages';
import { generalCodeMessages } from '@/lib/error-messages/codes/general';

export const errorMessages = defineMessages({
  network: {
    id: 'errors.network',
    defaultMessage: 'Network Error. Please check your internet connection and try again.',
    description: 'A call never reached the server (offline, connection dropped)',
  },
  unknown: {
    id: 'errors.unknown',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Generic error when nothing more precise is known',
  },
  fieldRequired: {
    id: 'errors.field.required',
    defaultMessage: 'This field is required.',
    description: 'A field error for a `<field>__required` code that has no message of its own',
  },
  fieldInvalid: {
    id: 'errors.field.invalid',
    defaultMessage: 'Please check this value.',
    description: 'A field error for a `<field>__<problem>` code that has no message of its own',
  },
  otpLimitExceeded: {
    id: 'errors.otp.limitExceeded',
    defaultMessage: 'You have used all attempts for this code. Please request a new code later.',
    description: 'Shown on the one-time-code step when the attempts of the code are used up',
  },
});

export const httpStatusMessages = {
  ...defineMessages({
    400: {
      id: 'errors.http.400',
      defaultMessage: 'Some of the details are not valid. Please check them and try again.',
      description: 'HTTP 400 without an error code',
    },
    403: {
      id: 'errors.http.403',
      defaultMessage: 'You are not allowed to do this.',
      description: 'HTTP 403 without an error code',
    },
    404: {
      id: 'errors.http.404',
      defaultMessage: 'We could not find what you are looking for.',
      description: 'HTTP 404 without an error code',
    },
    409: {
      id: 'errors.http.409',
      defaultMessage: 'This information has changed. Please refresh the page and try again.',
      description: 'HTTP 409 without an error code',
    },
    413: {
      id: 'errors.http.413',
      defaultMessage: 'The file is too large. Please choose a smaller file.',
      description: 'HTTP 413 without an error code',
    },
  }),
  401: generalCodeMessages.authentication__required,
  429: generalCodeMessages.action__limit_exceeded,
  500: generalCodeMessages.server__error,
  503: generalCodeMessages.service__unavailable,
};

/** The fallback of an answer that carries no code. */
export function httpStatusMessage(status: number): MessageDescriptor | undefined {
  if (status in httpStatusMessages)
    return httpStatusMessages[status as keyof typeof httpStatusMessages];
  if (status === 502 || status === 504) return httpStatusMessages[503];
  if (status >= 500) return httpStatusMessages[500];
  return undefined;
}
