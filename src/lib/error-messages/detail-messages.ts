import type { MessageDescriptor } from 'react-intl';
import type { ErrorCode, ErrorMeta } from '@generated/model';
import { defineMessages } from '@/i18n/define-messages';

const details = defineMessages({
  reservation__in_progress: {
    id: 'errors.detail.reservation__in_progress',
    defaultMessage:
      'Another person is reserving this unit. Please come back {minutes, plural, =0 {in a moment} one {in # minute} other {in # minutes}}.',
    description:
      'reservation__in_progress when the server says how many minutes to wait ({minutes})',
  },
  otp__invalid: {
    id: 'errors.detail.otp__invalid',
    defaultMessage:
      'The verification code is incorrect. {attempts, plural, =0 {No attempts are left: please request a new code.} one {You have # attempt left.} other {You have # attempts left.}}',
    description: 'otp__invalid when the server says how many attempts remain ({attempts})',
  },
  monthly_income__below_minimum: {
    id: 'errors.detail.monthly_income__below_minimum',
    defaultMessage:
      'The monthly income must be at least {min, number} SAR. Please check the amount you entered.',
    description: 'monthly_income__below_minimum with the lowest accepted income in SAR ({min})',
  },
  loan_amount__out_of_range: {
    id: 'errors.detail.loan_amount__out_of_range',
    defaultMessage:
      'The loan amount must be between {min, number} and {max, number} SAR. Please change the down payment.',
    description: 'loan_amount__out_of_range with the accepted loan amounts in SAR ({min}, {max})',
  },
  districts__too_many: {
    id: 'errors.detail.districts__too_many',
    defaultMessage: 'The maximum number of districts is {max, number}. Please remove some.',
    description: 'districts__too_many with the most districts allowed ({max})',
  },
});

type Detail = { message: MessageDescriptor; needs: readonly (keyof ErrorMeta)[] };

/** A more precise message of a code, used when the answer's meta holds every value it needs. */
export const errorDetailMessages: Partial<Record<ErrorCode, Detail>> = {
  reservation__in_progress: {
    message: details.reservation__in_progress,
    needs: ['retry_after_minutes'],
  },
  otp__invalid: { message: details.otp__invalid, needs: ['attempts_left'] },
  monthly_income__below_minimum: { message: details.monthly_income__below_minimum, needs: ['min'] },
  loan_amount__out_of_range: { message: details.loan_amount__out_of_range, needs: ['min', 'max'] },
  districts__too_many: { message: details.districts__too_many, needs: ['max'] },
};
