import { defineMessages } from '@/i18n/define-messages';

export const birthdayMessages = defineMessages({
  legend: {
    id: 'auth.birthday.legend',
    defaultMessage: 'Date of birth',
    description: 'Legend of the date of birth fields',
  },
  hint: {
    id: 'auth.birthday.hint',
    defaultMessage:
      'As on your ID. Citizens usually use the Hijri date, residents the Gregorian date.',
    description: 'Hint under the date of birth',
  },
});
