import type { MessageDescriptor } from 'react-intl';
import type { ErrorCode } from '@generated/model';
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
  down_payment__below_ltv: {
    id: 'errors.detail.down_payment__below_ltv',
    defaultMessage:
      'A bank may finance at most {percent, number}% of the price: raise the down payment by {by, number} SAR to at least {limit, number} SAR.',
    description:
      'down_payment__below_ltv with the loan-to-value cap ({percent}), the amount missing ({by}) and the smallest down payment ({limit}), SAR',
  },
  loan_amount__below_minimum: {
    id: 'errors.detail.loan_amount__below_minimum',
    defaultMessage:
      'The smallest loan is {min, number} SAR: lower the down payment by {by, number} SAR to at most {limit, number} SAR.',
    description:
      'loan_amount__below_minimum with the minimum loan ({min}), the amount to take off ({by}) and the largest down payment ({limit}), SAR',
  },
  loan_amount__above_maximum: {
    id: 'errors.detail.loan_amount__above_maximum',
    defaultMessage:
      'The largest loan is {max, number} SAR: raise the down payment by {by, number} SAR to at least {limit, number} SAR.',
    description:
      'loan_amount__above_maximum with the maximum loan ({max}), the amount missing ({by}) and the smallest down payment ({limit}), SAR',
  },
  monthly_installment__above_dbr: {
    id: 'errors.detail.monthly_installment__above_dbr',
    defaultMessage:
      'With your other obligations, installments may take at most {percent, number}% of your income: lower the installment by {by, number} SAR to at most {limit, number} SAR.',
    description:
      'monthly_installment__above_dbr with the debt-burden cap ({percent}), the excess ({by}) and the largest installment ({limit}), SAR',
  },
  loan_term__beyond_max_age: {
    id: 'errors.detail.loan_term__beyond_max_age',
    defaultMessage:
      'The loan must end by the age of {age, number}: shorten the term by {by, plural, one {# year} other {# years}} to at most {limit, plural, one {# year} other {# years}}.',
    description:
      'loan_term__beyond_max_age with the maximum age ({age}), the years too many ({by}) and the longest term ({limit}), years',
  },
  districts__too_many: {
    id: 'errors.detail.districts__too_many',
    defaultMessage: 'The maximum number of districts is {max, number}. Please remove some.',
    description: 'districts__too_many with the most districts allowed ({max})',
  },
});

/** `needs`: the message's values (meta's `min`, `max`, `minutes`, `attempts`, or a code's own figures). */
type Detail = { message: MessageDescriptor; needs: readonly string[] };

/** A more precise message of a code, used when the answer's meta holds every value it needs. */
export const errorDetailMessages: Partial<Record<ErrorCode, Detail>> = {
  reservation__in_progress: {
    message: details.reservation__in_progress,
    needs: ['minutes'],
  },
  otp__invalid: { message: details.otp__invalid, needs: ['attempts'] },
  monthly_income__below_minimum: { message: details.monthly_income__below_minimum, needs: ['min'] },
  loan_amount__out_of_range: { message: details.loan_amount__out_of_range, needs: ['min', 'max'] },
  districts__too_many: { message: details.districts__too_many, needs: ['max'] },
  down_payment__below_ltv: {
    message: details.down_payment__below_ltv,
    needs: ['limit', 'by', 'percent'],
  },
  loan_amount__below_minimum: {
    message: details.loan_amount__below_minimum,
    needs: ['limit', 'by', 'min'],
  },
  loan_amount__above_maximum: {
    message: details.loan_amount__above_maximum,
    needs: ['limit', 'by', 'max'],
  },
  monthly_installment__above_dbr: {
    message: details.monthly_installment__above_dbr,
    needs: ['limit', 'by', 'percent'],
  },
  loan_term__beyond_max_age: {
    message: details.loan_term__beyond_max_age,
    needs: ['limit', 'by', 'age'],
  },
};
