import { defineMessages } from '@/i18n/define-messages';

export const birthdayMessages = defineMessages({
  legend: {
    id: 'auth.birthday.legend',
    defaultMessage: 'Date of birth',
    description: 'Legend of the date of birth fields',
  },
  calendar: {
    id: 'auth.birthday.calendar',
    defaultMessage: 'Calendar',
    description: 'Label of the choice between the Hijri and Gregorian calendars',
  },
  hijri: {
    id: 'auth.birthday.hijri',
    defaultMessage: 'Hijri',
    description: 'The Hijri (Umm al-Qura) calendar',
  },
  gregorian: {
    id: 'auth.birthday.gregorian',
    defaultMessage: 'Gregorian',
    description: 'The Gregorian calendar',
  },
  day: { id: 'auth.birthday.day', defaultMessage: 'Day', description: 'Label of the day of birth' },
  month: {
    id: 'auth.birthday.month',
    defaultMessage: 'Month',
    description: 'Label of the month of birth',
  },
  year: {
    id: 'auth.birthday.year',
    defaultMessage: 'Year',
    description: 'Label of the year of birth',
  },
  chooseMonth: {
    id: 'auth.birthday.chooseMonth',
    defaultMessage: 'Choose…',
    description: 'Empty choice of the month list',
  },
  hint: {
    id: 'auth.birthday.hint',
    defaultMessage:
      'As on your ID. Citizens usually use the Hijri date, residents the Gregorian date.',
    description: 'Hint under the date of birth',
  },
  inOtherCalendar: {
    id: 'auth.birthday.inOtherCalendar',
    defaultMessage: 'That is {date}.',
    description: 'The typed date of birth shown in the other calendar, e.g. "That is 14 May 1990."',
  },
});
