import { defineMessages } from '@/i18n/define-messages';

export const accountMessages = defineMessages({
  nav: {
    id: 'account.nav.label',
    defaultMessage: 'Account sections',
    description: 'Accessible name of the account navigation',
  },
  overview: {
    id: 'account.nav.overview',
    defaultMessage: 'Overview',
    description: 'Account navigation: the account index',
  },
  details: {
    id: 'account.nav.details',
    defaultMessage: 'Account details',
    description: 'Account navigation: details',
  },
  requests: {
    id: 'account.nav.requests',
    defaultMessage: 'Financing requests',
    description: 'Account navigation: financing requests',
  },
  reservations: {
    id: 'account.nav.reservations',
    defaultMessage: 'Reservations',
    description: 'Account navigation: reservations',
  },
  welcome: {
    id: 'account.overview.welcome',
    defaultMessage: 'Welcome, {name}',
    description: 'Greeting on the account page',
  },
  welcomeNoName: {
    id: 'account.overview.welcomeNoName',
    defaultMessage: 'Welcome',
    description: 'Greeting when the name is unknown',
  },
  profile: {
    id: 'account.overview.profile',
    defaultMessage: 'Your profile',
    description: 'Heading of the profile summary',
  },
  editDetails: {
    id: 'account.overview.editDetails',
    defaultMessage: 'View and edit your details',
    description: 'Link from the profile summary to the account details',
  },
  requestsCard: {
    id: 'account.overview.requestsCard',
    defaultMessage: 'Follow your financing requests and their offers.',
    description: 'Text of the link card to the financing requests',
  },
  reservationsCard: {
    id: 'account.overview.reservationsCard',
    defaultMessage: 'See your unit reservations and their payments.',
    description: 'Text of the link card to the reservations',
  },
  userNumber: {
    id: 'account.profile.userNumber',
    defaultMessage: 'Customer number',
    description: 'Label: the customer number',
  },
  fullName: {
    id: 'account.profile.fullName',
    defaultMessage: 'Full name',
    description: 'Label: full name',
  },
  nationalId: {
    id: 'account.profile.nationalId',
    defaultMessage: 'National ID / iqama',
    description: 'Label: national ID',
  },
  phone: {
    id: 'account.profile.phone',
    defaultMessage: 'Mobile number',
    description: 'Label: mobile number',
  },
  birthday: {
    id: 'account.profile.birthday',
    defaultMessage: 'Date of birth',
    description: 'Label: date of birth',
  },
  birthdayValue: {
    id: 'account.profile.birthdayValue',
    defaultMessage: '{gregorian} ({hijri})',
    description:
      'The date of birth in the Gregorian calendar, then in the Hijri calendar in brackets',
  },
  email: { id: 'account.profile.email', defaultMessage: 'Email', description: 'Label: email' },
  nationality: {
    id: 'account.profile.nationality',
    defaultMessage: 'Nationality',
    description: 'Label: nationality',
  },
  maritalStatus: {
    id: 'account.profile.maritalStatus',
    defaultMessage: 'Marital status',
    description: 'Label: marital status',
  },
  residenceCity: {
    id: 'account.profile.residenceCity',
    defaultMessage: 'City of residence',
    description: 'Label: city of residence',
  },
  notGiven: {
    id: 'account.profile.notGiven',
    defaultMessage: 'Not given',
    description: 'A profile value that is missing',
  },
  personal: {
    id: 'account.details.personal',
    defaultMessage: 'Personal details',
    description: 'Heading of the personal details',
  },
  personalHint: {
    id: 'account.details.personalHint',
    defaultMessage:
      'Your ID, mobile number and date of birth come from your national records and cannot be changed here.',
    description: 'Note under the personal details',
  },
});
