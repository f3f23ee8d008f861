import { defineMessages } from '@/i18n/define-messages';

/** The form kit's own words: the labels and hints of the field kinds every form shares. */
export const formMessages = defineMessages({
  fullName: {
    id: 'forms.field.fullName',
    defaultMessage: 'Full name',
    description: 'Label of the full name field',
  },
  phone: {
    id: 'forms.field.phone',
    defaultMessage: 'Mobile number',
    description: 'Label of the Saudi mobile number field',
  },
  phoneHint: {
    id: 'forms.field.phoneHint',
    defaultMessage: 'A Saudi mobile number, for example 05XXXXXXXX.',
    description: 'Hint under the mobile number field',
  },
  email: {
    id: 'forms.field.email',
    defaultMessage: 'Email address',
    description: 'Label of the email field',
  },
  nationalId: {
    id: 'forms.field.nationalId',
    defaultMessage: 'National ID or iqama number',
    description: 'Label of the Saudi national ID (or residence permit) number field',
  },
  nationalIdHint: {
    id: 'forms.field.nationalIdHint',
    defaultMessage: '10 digits, starting with 1 (citizens) or 2 (residents).',
    description: 'Hint under the national ID field',
  },
  birthday: {
    id: 'forms.field.birthday',
    defaultMessage: 'Date of birth',
    description: 'Label of the date of birth',
  },
  nationality: {
    id: 'forms.field.nationality',
    defaultMessage: 'Nationality',
    description: 'Label of the nationality',
  },
  maritalStatus: {
    id: 'forms.field.maritalStatus',
    defaultMessage: 'Marital status',
    description: 'Label of the marital status',
  },
  residenceCity: {
    id: 'forms.field.residenceCity',
    defaultMessage: 'City of residence',
    description: 'Label of the city the customer lives in',
  },
  region: {
    id: 'forms.field.region',
    defaultMessage: 'Region',
    description: 'Label of a region of Saudi Arabia',
  },
  city: { id: 'forms.field.city', defaultMessage: 'City', description: 'Label of a city' },
  propertyType: {
    id: 'forms.field.propertyType',
    defaultMessage: 'Property type',
    description: 'Label of the type of a property (apartment, villa, …)',
  },
  choose: {
    id: 'forms.field.choose',
    defaultMessage: 'Choose…',
    description: 'The empty first option of a list',
  },
  prefilled: {
    id: 'forms.field.prefilled',
    defaultMessage: 'We filled these in from your account. You can change them for this request.',
    description: 'Hint under the personal fields when they were taken from the signed-in profile',
  },
  calendar: {
    id: 'forms.date.calendar',
    defaultMessage: 'Calendar',
    description: 'Label of the choice between the Hijri and Gregorian calendars',
  },
  hijri: {
    id: 'forms.date.hijri',
    defaultMessage: 'Hijri',
    description: 'The Hijri (Umm al-Qura) calendar',
  },
  gregorian: {
    id: 'forms.date.gregorian',
    defaultMessage: 'Gregorian',
    description: 'The Gregorian calendar',
  },
  day: { id: 'forms.date.day', defaultMessage: 'Day', description: 'Label of the day of a date' },
  month: {
    id: 'forms.date.month',
    defaultMessage: 'Month',
    description: 'Label of the month of a date',
  },
  year: {
    id: 'forms.date.year',
    defaultMessage: 'Year',
    description: 'Label of the year of a date',
  },
  inOtherCalendar: {
    id: 'forms.date.inOtherCalendar',
    defaultMessage: 'That is {date}.',
    description: 'The typed date shown in the other calendar, e.g. "That is 14 May 1990."',
  },
  characterCount: {
    id: 'forms.field.characterCount',
    defaultMessage: '{length, number} / {max, number}',
    description: 'Under a text box with a limit: the characters typed of the most allowed',
  },
  charactersLeft: {
    id: 'forms.field.charactersLeft',
    defaultMessage: '{left, plural, one {# character left} other {# characters left}}',
    description: 'Read to screen readers near the limit of a text box: how many characters remain',
  },
  chooseFile: {
    id: 'forms.file.choose',
    defaultMessage: 'Choose a file',
    description: 'The button of a file field that opens the file picker',
  },
  noFileChosen: {
    id: 'forms.file.noneChosen',
    defaultMessage: 'No file chosen',
    description: 'Beside the button of a file field before a file is chosen',
  },
  fileChosen: {
    id: 'forms.file.chosen',
    defaultMessage: 'Chosen file: {name} ({size})',
    description: 'The file chosen in a file field, with its size',
  },
  megabytes: {
    id: 'forms.file.megabytes',
    defaultMessage: '{size} MB',
    description: 'A file size in megabytes, e.g. "1.5 MB"',
  },
  kilobytes: {
    id: 'forms.file.kilobytes',
    defaultMessage: '{size} KB',
    description: 'A file size in kilobytes, e.g. "320 KB"',
  },
  uploading: {
    id: 'forms.file.uploading',
    defaultMessage: 'Uploading the file',
    description: 'Accessible name of the progress bar of an upload',
  },
  uploaded: {
    id: 'forms.file.uploaded',
    defaultMessage: '{percent, number, percent} uploaded',
    description: 'How much of an upload was sent',
  },
  retryIn: {
    id: 'forms.retry.in',
    defaultMessage: 'You can try again in {time}.',
    description:
      'Visible countdown after too many tries (action__limit_exceeded); {time} is minutes:seconds, e.g. 14:05',
  },
  retryInMinutes: {
    id: 'forms.retry.inMinutes',
    defaultMessage: 'You can try again in {minutes, plural, one {# minute} other {# minutes}}.',
    description:
      'Announced to screen readers when a wait of a minute or more after too many tries starts',
  },
  retryInSeconds: {
    id: 'forms.retry.inSeconds',
    defaultMessage: 'You can try again in {seconds, plural, one {# second} other {# seconds}}.',
    description:
      'Announced to screen readers when a wait under a minute after too many tries starts',
  },
  retryReady: {
    id: 'forms.retry.ready',
    defaultMessage: 'You can try again now.',
    description: 'Announced when the wait after too many tries is over',
  },
});
