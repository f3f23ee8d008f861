import { defineMessages } from '@/i18n/define-messages';
import { formMessages } from '@/components/form/messages';

export const birthdayMessages = {
  ...defineMessages({
    hint: {
      id: 'auth.birthday.hint',
      defaultMessage:
        'As on your ID. Citizens usually use the Hijri date, residents the Gregorian date.',
      description: 'Hint under the date of birth',
    },
  }),
  legend: formMessages.birthday,
};
